// A database-counted budget (kit/limitStore.ts, so every API process grants it once) that answers 429
// with Retry-After when it is used up.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { countHit, retryAfterSeconds } from '../../kit/limitStore';

export async function takeOne(db: Db, reply: FastifyReply, bucket: string, key: string, max: number, windowMs: number, message: (waitS: number) => string) {
  const hit = await countHit(db, bucket, key, windowMs);
  if (hit.count <= max) return;
  const wait = retryAfterSeconds(hit);
  reply.header('retry-after', String(wait));
  fail(429, message(wait));
}
