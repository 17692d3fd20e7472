import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../kernel/config.js';

describe('DEMO_DATA', () => {
  it('is on by default for the embedded database and off with DATABASE_URL; on/off override both', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'on', DATABASE_URL: 'postgres://x/y' }).demoData).toBe(true);
  });

  it('refuses anything else', () => {
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA must be on or off, got "yes"');
  });
});

describe('DEMO_HISTORY', () => {
  it('is on by default; off leaves the six months of generated history out; anything else is refused', () => {
    expect(loadConfig({}).demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: 'on' }).demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: 'off' }).demoHistory).toBe(false);
    expect(() => loadConfig({ DEMO_HISTORY: 'no' })).toThrow('DEMO_HISTORY must be on or off, got "no"');
  });
});
