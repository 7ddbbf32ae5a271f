// ?resellerTakeover=<account id | true>: confirm, then act on that reseller (see AdminTakeover).
import type { OverlayProps } from '@kernel/sdk';
import { AdminTakeover } from './AdminTakeover';

export default function ResellerTakeoverOverlay(props: OverlayProps) {
  return <AdminTakeover {...props} kind="reseller" />;
}
