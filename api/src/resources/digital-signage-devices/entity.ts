import { isPartnerBranch, signageCommandOf, signageCommandSchema, signageDeviceInputSchema } from '@bestell/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';

const dateTime = z.string().meta({ format: 'date-time' });

/** A screen as staff see it: the editable fields plus pairing, partner, last seen, what it plays and its command. */
export const signageDeviceEntitySchema = rowEntity(signageDeviceInputSchema, {
  extend: {
    deviceId: z.number().int().nullable().meta({ description: 'The underlying `devices` row (type display).' }),
    isPartner: z.boolean().meta({ description: 'Its branch is a partner branch (reselling prices).' }),
    paired: z.boolean(),
    pairedAt: dateTime.nullable(),
    lastSeenAt: dateTime.nullable(),
    nowPlaying: z.record(z.string(), z.unknown()).nullable().meta({ description: 'What its last heartbeat said.' }),
    command: signageCommandSchema.nullable().meta({ description: 'Its current command with the command state.' }),
  },
});

function iso(value: unknown): string | null {
  return value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;
}

/** Rows → entities: pairing and partner flags loaded in one query each. */
export async function signageDeviceEntities(rows: Row[], db: Trx | Db): Promise<Row[]> {
  const deviceIds = rows.map((row) => Number(row.deviceId)).filter((id) => id > 0);
  const branchIds = [...new Set(rows.map((row) => Number(row.branchId)))];
  const [credentials, branches] = await Promise.all([
    deviceIds.length === 0
      ? []
      : db
          .selectFrom('deviceCredentials')
          .select(['deviceId', 'pairedAt'])
          .where('deviceId', 'in', deviceIds)
          .execute(),
    branchIds.length === 0
      ? []
      : db.selectFrom('branches').select(['id', 'identificationNumber']).where('id', 'in', branchIds).execute(),
  ]);
  const pairedAt = new Map(credentials.map((c) => [c.deviceId, c.pairedAt]));
  const partner = new Map(branches.map((b) => [b.id, isPartnerBranch(b)]));
  return rows.map((row) => {
    const paired = pairedAt.get(Number(row.deviceId));
    return {
      id: row.id,
      deviceId: row.deviceId ?? null,
      branchId: row.branchId,
      identifier: row.identifier,
      name: row.name,
      orientation: row.orientation,
      resolution: row.resolution,
      groupName: row.groupName ?? null,
      sceneId: row.sceneId ?? null,
      isPartner: partner.get(Number(row.branchId)) ?? false,
      paired: paired !== undefined,
      pairedAt: paired ? iso(paired) : null,
      lastSeenAt: iso(row.lastSeenAt),
      nowPlaying: (row.nowPlaying as Record<string, unknown> | null) ?? null,
      command: signageCommandOf(row.command),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}
