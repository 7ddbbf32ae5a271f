// ?partnerTakeover=<account id | true>: confirm, then act on that partner (see AdminTakeover).
import type { OverlayProps } from '@kernel/sdk';
import { AdminTakeover } from './AdminTakeover';

export default function PartnerTakeoverOverlay(props: OverlayProps) {
  return <AdminTakeover {...props} kind="partner" />;
}
