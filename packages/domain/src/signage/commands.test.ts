import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages/validation.js';
import {
  isSignageCommandAbortable,
  isSignageCommandDeliverable,
  isSignageCommandExpired,
  newSignageCommand,
  signageCommandBodySchema,
  signageCommandOf,
  signageCommandTtlMs,
} from './commands.js';
import {
  isSignageDeviceOnline,
  signageDeviceInputSchema,
  signageHeartbeatSchema,
  signageOnlineWindowMs,
} from './devices.js';

const now = new Date('2026-03-29T00:30:00Z');

describe('signage commands', () => {
  it('a new command is pending until its TTL; then it is expired and no longer delivered', () => {
    const command = newSignageCommand(7, { type: 'message', text: 'Hallo', seconds: 5 }, now);
    expect(command).toMatchObject({ id: 7, state: 'pending', text: 'Hallo', seconds: 5, deliveredAt: null });
    const justBefore = new Date(now.getTime() + signageCommandTtlMs - 1);
    const atTtl = new Date(now.getTime() + signageCommandTtlMs);
    expect(isSignageCommandDeliverable(command, justBefore)).toBe(true);
    expect(isSignageCommandExpired(command, justBefore)).toBe(false);
    expect(isSignageCommandDeliverable(command, atTtl)).toBe(false);
    expect(isSignageCommandExpired(command, atTtl)).toBe(true);
    expect(isSignageCommandDeliverable({ ...command, state: 'delivered' }, justBefore)).toBe(false);
    expect(isSignageCommandExpired({ ...command, state: 'aborted' }, atTtl)).toBe(false);
  });

  it('staff can abort a delivered command or a pending one before its TTL; not an expired, done or aborted one', () => {
    const command = newSignageCommand(8, { type: 'identify' }, now);
    const atTtl = new Date(now.getTime() + signageCommandTtlMs);
    expect(isSignageCommandAbortable(command, now)).toBe(true);
    expect(isSignageCommandAbortable(command, atTtl)).toBe(false);
    expect(isSignageCommandAbortable({ ...command, state: 'delivered' }, atTtl)).toBe(true);
    expect(isSignageCommandAbortable({ ...command, state: 'done' }, now)).toBe(false);
    expect(isSignageCommandAbortable({ ...command, state: 'aborted' }, now)).toBe(false);
    expect(isSignageCommandAbortable(null, now)).toBe(false);
  });

  it('reads a stored command only when it fits; refuses bad command bodies', () => {
    const stored = newSignageCommand(1, { type: 'scene', sceneId: 3 }, now);
    expect(signageCommandOf(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(signageCommandOf({ type: 'shutdown', id: 1 })).toBeNull();
    expect(signageCommandBodySchema.safeParse({ command: { type: 'reload' } }).success).toBe(true);
    expect(signageCommandBodySchema.safeParse({ command: { type: 'message', text: ' ', seconds: 5 } }).success).toBe(
      false,
    );
    expect(signageCommandBodySchema.safeParse({ command: { type: 'message', text: 'x', seconds: 0 } }).success).toBe(
      false,
    );
    expect(signageCommandBodySchema.safeParse({ command: { type: 'reload', extra: 1 } }).success).toBe(false);
  });
});

describe('signage devices', () => {
  it('is online while its last heartbeat is at most 90 s old', () => {
    expect(isSignageDeviceOnline(null, now)).toBe(false);
    expect(isSignageDeviceOnline(new Date(now.getTime() - signageOnlineWindowMs), now)).toBe(true);
    expect(isSignageDeviceOnline(new Date(now.getTime() - signageOnlineWindowMs - 1).toISOString(), now)).toBe(false);
  });

  it('takes 1080p and 4K, refuses other resolutions and orientations', () => {
    const base = { branchId: 1, identifier: 'tv-1', name: 'TV' };
    expect(signageDeviceInputSchema.parse({ ...base, resolution: '3840x2160' })).toMatchObject({
      orientation: 'landscape',
      resolution: '3840x2160',
      groupName: null,
      sceneId: null,
    });
    expect(signageDeviceInputSchema.safeParse({ ...base, resolution: '4k' }).success).toBe(false);
    expect(signageDeviceInputSchema.safeParse({ ...base, orientation: 'diagonal' }).success).toBe(false);
  });
});

describe('signage heartbeat', () => {
  it('refuses a report that is too long or of the wrong kind in German', () => {
    const region = { name: 'main', streamId: 1, slideKey: 'k', slideTitle: 'x'.repeat(256) };
    const tooLong = signageHeartbeatSchema.safeParse({ nowPlaying: { regions: [region] } });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([validationMessages.tooLong({ limit: 255 })]);
    const tooMany = signageHeartbeatSchema.safeParse({
      nowPlaying: { regions: Array(11).fill({ ...region, slideTitle: 'a' }) },
    });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([validationMessages.tooMany({ limit: 10 })]);
    const wrongKind = signageHeartbeatSchema.safeParse({
      nowPlaying: { sceneId: 'eins', regions: [{ ...region, streamId: 1.5, slideTitle: 'a' }] },
    });
    expect(wrongKind.error?.issues.map((issue) => issue.message)).toEqual([
      validationMessages.invalidValue,
      validationMessages.notInteger,
    ]);
    expect(
      signageHeartbeatSchema.parse({ nowPlaying: { regions: [{ ...region, slideTitle: 'a' }] } }).nowPlaying?.regions,
    ).toHaveLength(1);
  });
});
