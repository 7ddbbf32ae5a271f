// ?resellerInfo=<reseller id>: the reseller's summary, with take over and a new organization under it.
import type { OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { AccountInfoOverlay, type InfoAction } from './AccountInfoOverlay';

const ACTIONS: InfoAction[] = [
  { overlay: 'createOrgAccount', label: messages.actions.createOrgUnder },
  { overlay: 'resellerTakeover', label: messages.actions.takeOver },
];

export default function ResellerInfoOverlay(props: OverlayProps) {
  return <AccountInfoOverlay {...props} name="resellerInfo" kind="reseller" title={messages.titles.resellerInfo} actions={ACTIONS} />;
}
