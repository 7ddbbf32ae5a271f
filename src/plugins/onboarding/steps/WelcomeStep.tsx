// WELCOME (full editor only): build from a template or from scratch.
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { chooseMethod, type Method } from '../rules/machine';
import { messages } from '../messages';
import type { StepProps } from './types';

const { welcome } = messages;

export default function WelcomeStep({ api, state }: StepProps) {
  const choose = (method: Method) => api.apply(chooseMethod(state, method, api.ctx()));
  const options: [Method, string, string][] = [
    ['BUILD_FROM_TEMPLATE', welcome.fromTemplate, welcome.fromTemplateHint],
    ['BUILD_FROM_SCRATCH', welcome.fromScratch, welcome.fromScratchHint],
  ];
  return (
    <Stack spacing={2}>
      <Typography>{welcome.lead}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {options.map(([method, title, hint]) => (
          <Card key={method} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea onClick={() => choose(method)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span">
                  {hint}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
