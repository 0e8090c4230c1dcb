/**
 * One request at a time for a form's button (a loading indicator on the button while
 * it runs), and the message shown under the form afterwards (in red, under the form).
 */
import { useRef, useState } from 'react';

export interface SingleRequest {
  /** True while a task runs (spinner on, button disabled). */
  loading: boolean;
  /** The message the last task returned; '' when none. */
  formMessage: string;
  /**
   * Runs `task` unless one is already running (a second press does nothing). The message clears when it
   * starts; the message it resolves with ('' for none) shows when it ends, and loading stops.
   */
  run(task: () => Promise<string>): Promise<void>;
}

export function useSingleRequest(): SingleRequest {
  const running = useRef(false);
  const [loading, setLoading] = useState(false);
  const [formMessage, setFormMessage] = useState('');

  async function run(task: () => Promise<string>) {
    if (running.current) return;
    running.current = true;
    setLoading(true);
    setFormMessage('');
    try {
      setFormMessage(await task());
    } finally {
      running.current = false;
      setLoading(false);
    }
  }

  return { loading, formMessage, run };
}
