import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './widgets.module.css';

/** The embed code with a copy button: 'Kopieren' → 'Kopiert' for two seconds; where copying fails, the code is selected. */
export function SnippetBox({ snippet }: { snippet: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const code = useRef<HTMLPreElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed snippet is not copied yet
  useEffect(() => {
    setCopied(false);
    setFailed(false);
  }, [snippet]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setFailed(false);
      setCopied(true);
    } catch {
      const pre = code.current;
      const selection = window.getSelection();
      if (pre && selection) selection.selectAllChildren(pre);
      setFailed(true);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="widget-snippet-title">
      <h2 id="widget-snippet-title" className={styles.sectionTitle}>
        {w.snippet.title}
      </h2>
      <p className={styles.hint}>{w.snippet.hint}</p>
      <pre ref={code} className={styles.snippet} data-testid="widget-snippet">
        <code>{snippet}</code>
      </pre>
      <div className={styles.copyRow}>
        <Button className={formStyles.primaryButton} onPress={() => void copy()} data-testid="copy-snippet">
          {copied ? w.snippet.copied : w.snippet.copy}
        </Button>
        <span aria-live="polite" className={failed ? formStyles.error : formStyles.srOnly}>
          {failed ? w.snippet.copyFailed : copied ? w.snippet.copied : ''}
        </span>
      </div>
    </section>
  );
}
