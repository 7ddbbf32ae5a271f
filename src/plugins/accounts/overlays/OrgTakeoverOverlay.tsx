// ?orgTakeover=<account id | true>: confirm, then act on that organization (see AdminTakeover).
import type { OverlayProps } from '@kernel/sdk';
import { AdminTakeover } from './AdminTakeover';

export default function OrgTakeoverOverlay(props: OverlayProps) {
  return <AdminTakeover {...props} kind="organization" />;
}
