// Which lightning node the wallet uses: LND's REST API when LND_REST_URL is set (with LND_MACAROON),
// else LNbits when LNBITS_URL is set (with LNBITS_API_KEY), else the embedded demo node. Routes never
// know which. LIGHTNING_NETWORK (bc | tb | bcrt) says which invoices a real node issues and which
// withdrawal invoices are accepted; the demo node is regtest.
import type { Db } from '../../db/store';
import { DemoLightningNode } from './demoNode';
import { LndNode } from './lnd';
import { LnbitsWallet } from './lnbits';
import type { LightningNetwork, LightningProvider } from './types';

export type { LightningNetwork, LightningProvider } from './types';
export { LightningProviderError } from './types';
export { DEMO_NODE_NAME } from './demoNode';

export const DEFAULT_LIGHTNING_TIMEOUT_MS = 15_000;
const NETWORKS: readonly LightningNetwork[] = ['bc', 'tb', 'bcrt'];

function httpUrl(name: string, value: string): string {
  const url = new URL(value); // a malformed URL stops the server at start, not at the first invoice
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: expected an http(s) URL`);
  return value;
}

export function selectLightningProvider(db: Db, env: Record<string, string | undefined> = process.env): LightningProvider {
  const network = (env.LIGHTNING_NETWORK?.trim() || 'bc') as LightningNetwork;
  if (!NETWORKS.includes(network)) throw new Error(`LIGHTNING_NETWORK: one of ${NETWORKS.join(', ')}`);
  const timeout = Number(env.LIGHTNING_TIMEOUT_MS ?? DEFAULT_LIGHTNING_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LIGHTNING_TIMEOUT_MS;
  const lnd = env.LND_REST_URL?.trim();
  if (lnd) {
    const macaroon = env.LND_MACAROON?.trim();
    if (!macaroon || !/^[0-9a-fA-F]+$/.test(macaroon)) throw new Error('LND_MACAROON: the macaroon in hex is required with LND_REST_URL');
    return new LndNode(httpUrl('LND_REST_URL', lnd), macaroon, network, timeoutMs);
  }
  const lnbits = env.LNBITS_URL?.trim();
  if (lnbits) {
    const key = env.LNBITS_API_KEY?.trim();
    if (!key) throw new Error('LNBITS_API_KEY: the wallet admin key is required with LNBITS_URL');
    return new LnbitsWallet(httpUrl('LNBITS_URL', lnbits), key, network, timeoutMs);
  }
  return new DemoLightningNode(db, env.LIGHTNING_NODE_KEY?.trim() || undefined);
}
