import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run desk:package` for Linux (`--linux dir`), run offline: electron-builder gets a stand-in Electron
 * distribution (`-c.electronDist`, a folder with a fake `electron` executable) instead of downloading one, and must
 * pack the shell, the preload and the desk page into resources/app.asar. Any download attempt goes to a closed port.
 */
const run = promisify(execFile);
const desk = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const builderCli = path.join(desk, '..', 'node_modules', 'electron-builder', 'cli.js');
const fakeElectron = '#!/bin/sh\necho "stand-in Electron"\n';

let work = '';
let appDir = '';
let asar = '';

function asarText(file: string): string {
  return extractFile(asar, file).toString('utf8');
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'desk-package-'));
  const dist = path.join(work, 'electron-dist');
  await mkdir(path.join(dist, 'resources'), { recursive: true });
  await writeFile(path.join(dist, 'electron'), fakeElectron);
  await chmod(path.join(dist, 'electron'), 0o755);
  await writeFile(path.join(dist, 'version'), '40.8.5');
  await writeFile(path.join(dist, 'LICENSE'), 'stand-in');

  await run(process.execPath, [path.join(desk, 'scripts', 'build.mjs')], { cwd: desk });
  const closed = 'http://127.0.0.1:9';
  await run(
    process.execPath,
    [
      builderCli,
      '--config',
      'electron-builder.json',
      '--linux',
      'dir',
      '--publish',
      'never',
      `-c.electronDist=${dist}`,
      `-c.directories.output=${path.join(work, 'out')}`,
    ],
    {
      cwd: desk,
      env: {
        ...process.env,
        ELECTRON_BUILDER_CACHE: path.join(work, 'cache'),
        ELECTRON_CACHE: path.join(work, 'cache'),
        HTTP_PROXY: closed,
        HTTPS_PROXY: closed,
        ELECTRON_GET_USE_PROXY: '1',
        GLOBAL_AGENT_HTTPS_PROXY: closed,
        NO_PROXY: '',
      },
    },
  );
  appDir = path.join(work, 'out', 'linux-unpacked');
  asar = path.join(appDir, 'resources', 'app.asar');
}, 60_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('desk packaging (electron-builder --linux dir, stand-in Electron)', () => {
  it('pins the Electron it packages: the config names the version desk/package.json pins', async () => {
    const pkg = JSON.parse(await readFile(path.join(desk, 'package.json'), 'utf8'));
    const config = JSON.parse(await readFile(path.join(desk, 'electron-builder.json'), 'utf8'));
    expect(pkg.optionalDependencies.electron).toMatch(/^\d+\.\d+\.\d+$/);
    expect(config.electronVersion).toBe(pkg.optionalDependencies.electron);
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('names the executable after the app and keeps the Electron it was given', async () => {
    const executable = path.join(appDir, 'bestell-theke');
    expect(await readFile(executable, 'utf8')).toBe(fakeElectron);
    expect((await stat(executable)).mode & 0o111).toBe(0o111);
  });

  it('packs the shell, the preload, the desk page and the tray icon, and nothing else', async () => {
    const files = listPackage(asar, { isPack: false });
    // No node_modules: the main process and the preload are bundled (scripts/build.mjs), the page is built by Vite.
    expect(files.filter((file) => !file.startsWith('/dist/renderer/assets/')).sort()).toEqual([
      '/build',
      '/build/icon.png',
      '/dist',
      '/dist/renderer',
      '/dist/renderer/assets',
      '/dist/renderer/index.html',
      '/dist/shell',
      '/dist/shell/main.mjs',
      '/dist/shell/preload.cjs',
      '/package.json',
    ]);
    const manifest = JSON.parse(asarText('package.json'));
    expect(manifest.main).toBe('dist/shell/main.mjs');
    expect(manifest.version).toBe('1.7.2-dev');
    // The main process starts the desk core and the shell; the preload exposes the one bridge call.
    expect(asarText('dist/shell/main.mjs')).toContain('startShell(electron');
    expect(asarText('dist/shell/main.mjs')).toContain('preload.cjs');
    expect(asarText('dist/shell/preload.cjs')).toContain('exposeInMainWorld("deskShell"');
    expect(extractFile(asar, 'build/icon.png').equals(await readFile(path.join(desk, 'build', 'icon.png')))).toBe(true);
  });

  it('packs a desk page whose scripts and styles are all in the package', () => {
    const page = asarText('dist/renderer/index.html');
    const assets = [...page.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) expect(extractFile(asar, `dist/renderer/${asset}`).length).toBeGreaterThan(0);
    const script = assets.find((asset) => asset.endsWith('.js')) ?? '';
    // The desk page's own text (from the message catalog), not an empty bundle.
    expect(asarText(`dist/renderer/${script}`)).toContain('deskShell');
  });
});
