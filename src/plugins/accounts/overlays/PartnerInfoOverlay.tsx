// ?partnerInfo=<partner id>: the partner's summary, with take over.
import type { OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { AccountInfoOverlay, type InfoAction } from './AccountInfoOverlay';

const ACTIONS: InfoAction[] = [{ overlay: 'partnerTakeover', label: messages.actions.takeOver }];

export default function PartnerInfoOverlay(props: OverlayProps) {
  return <AccountInfoOverlay {...props} name="partnerInfo" kind="partner" title={messages.titles.partnerInfo} actions={ACTIONS} />;
}
