// ?docsPage=<topic> (spec 2.3): a page of the user guide. A known topic leads to its section of the
// guide at /docs (which no frame may show, so it opens beside the console); any other value lists
// the guide's topics.
import { DialogContent, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { DOCS_URL } from '../kernel/constants';
import { MIN_TAP_PX } from '../kernel/shell/theme';
import { docsHref, docsTopic, DOCS_TOPICS, type DocsTopic } from './docsTopics';
import { ExternalLink } from './ExternalLink';
import { OverlayDialog } from './OverlayDialog';

/** A topic's title in the page's language (the guide's English heading when it has no translation). */
function useTopicTitle() {
  const translate = useTranslate();
  return (topic: DocsTopic) => translate(`switchboard.overlays.docs.topicTitles.${topic.id}`, { _: topic.title });
}

/** A link on a line of its own is the whole line, at least 44 px high on a phone (a finger's tap target). */
const topicLink = { display: 'flex', alignItems: 'center', minHeight: { xs: MIN_TAP_PX, sm: 0 }, width: '100%' } as const;

export function TopicList() {
  const translate = useTranslate();
  const titleOf = useTopicTitle();
  return (
    <List dense aria-label={translate('switchboard.overlays.docs.topics')}>
      {DOCS_TOPICS.map((topic) => (
        <ListItem key={topic.id} disableGutters>
          <ExternalLink href={docsHref(DOCS_URL, topic)} sx={topicLink}>{titleOf(topic)}</ExternalLink>
        </ListItem>
      ))}
    </List>
  );
}

export default function DocsPageOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`switchboard.overlays.docs.${key}`, options);
  const titleOf = useTopicTitle();
  const topic = docsTopic(value);
  return (
    <OverlayDialog title={topic ? t('topicTitle', { topic: titleOf(topic) }) : t('title')} onClose={() => close()}>
      <DialogContent>
        {topic ? (
          <Typography>
            <ExternalLink href={docsHref(DOCS_URL, topic)} sx={topicLink}>{t('openTopic', { topic: titleOf(topic) })}</ExternalLink>
          </Typography>
        ) : (
          <>
            <Typography>{value && value !== 'true' ? t('unknownTopic', { topic: value }) : t('intro')}</Typography>
            <TopicList />
            <Typography>
              <ExternalLink href={`${DOCS_URL}/api`} sx={topicLink}>{t('api')}</ExternalLink>
            </Typography>
          </>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
