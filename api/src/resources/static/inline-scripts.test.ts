import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyOriginOf, storefrontPolicy } from '../../infrastructure/http/content-security-policy.js';
import { inlineScriptHashes } from './inline-scripts.js';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes and the storefront policy', () => {
  it('hashes the scripts a browser runs, exactly as written, and skips files and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">\n  b();\n</script>',
      '<script type="module" src="/assets/x.js"></script>',
      '<script type="application/json" id="ssr-state">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<SCRIPT>a()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n  b();\n')]);
  });

  it('puts only valid origins into the policy', () => {
    expect(policyOriginOf('https://my.matterport.com/show/?m=x')).toBe('https://my.matterport.com');
    expect(policyOriginOf('javascript:alert(1)')).toBeNull();
    const policy = storefrontPolicy({
      scriptHashes: [sha('a()')],
      frameOrigins: ['https://tour.example', "https://x.example; script-src 'unsafe-inline'"],
      framingOrigins: [],
      unframeable: false,
    });
    expect(policy).toContain(`script-src 'self' ${sha('a()')};`);
    expect(policy).toContain('frame-src https://tour.example;');
    expect(policy).not.toContain('x.example');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
