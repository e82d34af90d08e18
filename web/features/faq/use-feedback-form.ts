// Loads the feedback form definition (GET /faq/form) once per page life.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { feedbackFormSchema, type FeedbackField } from '../../../sync/rules/feedback-form.ts';

type FormState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; fields: FeedbackField[] };

let cached: FeedbackField[] | null = null;

export function useFeedbackFields(): { state: FormState; retry: () => void } {
  const [state, setState] = useState<FormState>(cached ? { status: 'ready', fields: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (cached) return;
    const ctrl = new AbortController();
    apiFetch<ApiResponse<'/faq/form'>>('/faq/form', { signal: ctrl.signal })
      .then((raw) => {
        cached = v.parse(feedbackFormSchema, raw).content;
        setState({ status: 'ready', fields: cached });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setState({ status: 'error' });
      });
    return () => ctrl.abort();
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
