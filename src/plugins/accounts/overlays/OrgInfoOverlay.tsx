// ?orgInfo=<organization id>: the organization's summary, with take over and administer.
import type { OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { AccountInfoOverlay, type InfoAction } from './AccountInfoOverlay';

const ACTIONS: InfoAction[] = [
  { overlay: 'orgAdmin', label: messages.actions.admin },
  { overlay: 'orgTakeover', label: messages.actions.takeOver },
];

export default function OrgInfoOverlay(props: OverlayProps) {
  return <AccountInfoOverlay {...props} name="orgInfo" kind="organization" title={messages.titles.orgInfo} actions={ACTIONS} />;
}
