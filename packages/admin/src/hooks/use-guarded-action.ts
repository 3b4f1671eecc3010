// The guard of one money action of the console (@fair28/client submitGuard): busy from the first click
// while its confirmation or its call is open, so a double click sends nothing twice and shows one
// outcome; one idempotency key per intent; its confirmation closes when the page leaves the screen.
import { confirmUntilAborted, type Submission, type SubmitGuard, submitGuard } from '@fair28/client';
import { App, type ModalFuncProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ConfirmWords = Pick<
  ModalFuncProps,
  'title' | 'content' | 'okText' | 'cancelText' | 'okButtonProps'
>;

export function useGuardedAction() {
  const { modal } = App.useApp();
  const [isBusy, setIsBusy] = useState(false);
  const guard = useRef<SubmitGuard | null>(null);
  guard.current ??= submitGuard(setIsBusy);
  const current = guard.current;
  useEffect(() => {
    current.open();
    return () => current.close();
  }, [current]);

  /** A confirmation: true on OK; false on cancel or once the page has left the screen (it closes then). */
  const confirm = useCallback(
    (words: ConfirmWords, signal: Submission['signal']) =>
      confirmUntilAborted(
        (answer) =>
          modal.confirm({ ...words, onOk: () => answer(true), onCancel: () => answer(false) }).destroy,
        signal,
      ),
    [modal],
  );

  return { isBusy, run: current.run, confirm };
}
