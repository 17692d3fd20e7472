import {
  isSignageCommandAbortable,
  signageDevicesMessages as m,
  type SignageCommandInput,
  signageMessageMaxSeconds,
} from '@bestell/domain';
import { useId, useState } from 'react';
import { TextField as AriaTextField, Button, Input, Label } from 'react-aria-components';
import styles from '../../devices/devices.module.css';
import formStyles from '../../forms/forms.module.css';
import { messageOf, useAbortCommand, useSendCommand } from './screen-actions';
import { commandStateText, commandSummary } from './screen-state';
import type { StaffScreen } from './screen-values';

interface SceneChoice {
  options: { id: number; label: string }[];
  nameOf: (id: number) => string;
}

/**
 * The command buttons of a screen (spec §7 command and abort): reload, show a message for N seconds, identify (the
 * screen shows its name), switch the scene, abort. The answer is the screen, whose command state is shown.
 */
export function ScreenCommands({ screen, now, scenes }: { screen: StaffScreen; now: Date; scenes: SceneChoice }) {
  const send = useSendCommand(screen.id);
  const abort = useAbortCommand(screen.id);
  const [text, setText] = useState('');
  const [seconds, setSeconds] = useState('10');
  const [sceneId, setSceneId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const sceneSelect = useId();
  const busy = send.isPending || abort.isPending;
  const run = (command: SignageCommandInput) => {
    setFailure(null);
    send.mutate(command, { onError: (error) => setFailure(messageOf(error, m.commandFailed)) });
  };
  const command = screen.command;
  return (
    <section className={styles.section} aria-labelledby="screen-commands">
      <h2 id="screen-commands" className={styles.sectionTitle}>
        {m.sections.commands}
      </h2>
      <div className={styles.buttonRow}>
        <Button className={formStyles.secondaryButton} isDisabled={busy} onPress={() => run({ type: 'reload' })}>
          {m.commands.reload}
        </Button>
        <Button className={formStyles.secondaryButton} isDisabled={busy} onPress={() => run({ type: 'identify' })}>
          {m.commands.identify}
        </Button>
      </div>
      <div className={styles.buttonRow}>
        <AriaTextField className={formStyles.field} value={text} onChange={setText} maxLength={500}>
          <Label className={formStyles.label}>{m.messageText}</Label>
          <Input className={formStyles.input} />
        </AriaTextField>
        <AriaTextField className={formStyles.field} value={seconds} onChange={setSeconds} inputMode="numeric">
          <Label className={formStyles.label}>{m.messageSeconds}</Label>
          <Input className={formStyles.input} type="number" min={1} max={signageMessageMaxSeconds} />
        </AriaTextField>
        <Button
          className={formStyles.secondaryButton}
          isDisabled={busy}
          onPress={() => run({ type: 'message', text, seconds: Number(seconds) })}
        >
          {m.commands.message}
        </Button>
      </div>
      <div className={styles.buttonRow}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={sceneSelect}>
            {m.fields.scene}
          </label>
          <select
            id={sceneSelect}
            className={formStyles.input}
            value={sceneId}
            onChange={(event) => setSceneId(event.target.value)}
          >
            <option value="">{m.fields.noScene}</option>
            {scenes.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          className={formStyles.secondaryButton}
          isDisabled={busy || sceneId === ''}
          onPress={() => run({ type: 'scene', sceneId: Number(sceneId) })}
        >
          {m.commands.scene}
        </Button>
      </div>
      <p className={styles.intro} data-testid="screen-command">
        <span>{m.commandState}: </span>
        {command ? (
          <output>
            {commandSummary(command, scenes.nameOf)} – {commandStateText(command, now)}
          </output>
        ) : (
          <output>{m.noCommand}</output>
        )}
      </p>
      <div className={styles.buttonRow}>
        <Button
          className={formStyles.dangerButton}
          isDisabled={busy || !isSignageCommandAbortable(command, now)}
          onPress={() => {
            setFailure(null);
            abort.mutate(undefined, { onError: (error) => setFailure(messageOf(error, m.commandAbortFailed)) });
          }}
        >
          {m.commands.abort}
        </Button>
      </div>
      <p role="status" className={formStyles.error} data-testid="screen-command-error">
        {failure ?? ''}
      </p>
    </section>
  );
}
