// The state and the sending of a work's upload form, the same for every contest (the contests' and
// the special contest's): the spec's checks (section 5), a work kept on the device while its video
// waits for the network, and the send once the video is attached. Each form adds only its own call.
import { useState, type FormEvent } from 'react';
import { WORK_FORM_MESSAGES } from '../../../sync/rules/contests.ts';
import type { ContestPage } from './contests-api.ts';
import { keepFailureMessage, useWorkUpload } from './use-work-upload.ts';

export type WorkFormErrors = Partial<Record<'file' | 'name' | 'description' | 'nomination' | 'student', string>>;

/** A work as both send calls take it (without its upload). */
export interface WorkFields {
  contestId: number;
  name: string;
  description: string;
  nominationId: number;
  studentId?: number;
}

export interface WorkFormOptions {
  contest: ContestPage;
  maxSeconds: number;
  /** Names the form for the unfinished upload kept per user and form. */
  slot: string;
  /** Where the form lives, for the link from a work kept on the device. */
  formPath: string;
  /** The file's and the name's messages (a mentor is addressed differently); the pupil's by default. */
  messages?: { file: string; name: string };
  /** The pupil a mentor sends the work for. */
  studentId?: number;
  /** The form's own checks: only the fields that fail. */
  check?: () => WorkFormErrors;
  /** Empties the form's own fields after a send or keep. */
  onClear?: () => void;
  send: (work: WorkFields & { uploadId: string }) => Promise<unknown>;
  /** Runs after a successful send, once the form is emptied. */
  afterSent?: () => Promise<unknown>;
  failureMessage: (err: unknown) => string;
}

export function useWorkForm(options: WorkFormOptions) {
  const { contest } = options;
  const upload = useWorkUpload(options.maxSeconds, options.slot);
  const { state, canKeep, keep, reset } = upload;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nomination, setNomination] = useState('');
  const [errors, setErrors] = useState<WorkFormErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const loading = state.phase === 'checking' || state.phase === 'uploading';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (loading || sending) return;
    const M = options.messages ?? WORK_FORM_MESSAGES;
    const found: WorkFormErrors = {};
    if (state.phase !== 'attached' && !canKeep) found.file = state.phase === 'refused' ? state.message : M.file;
    if (!name.trim()) found.name = M.name;
    if (!description.trim()) found.description = WORK_FORM_MESSAGES.description;
    if (!nomination) found.nomination = WORK_FORM_MESSAGES.nomination;
    Object.assign(found, options.check?.());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields: WorkFields = {
      contestId: contest.id,
      name: name.trim(),
      description: description.trim(),
      nominationId: Number(nomination),
      ...(options.studentId === undefined ? {} : { studentId: options.studentId }),
    };
    const clear = () => {
      setName('');
      setDescription('');
      setNomination('');
      options.onClear?.();
    };
    setSending(true);
    setFailure(null);
    setKept(false);
    if (state.phase !== 'attached') {
      // Offline: the work and its video wait on the device; the queue sends them later.
      keep({ ...fields, contestTitle: contest.title, formPath: options.formPath })
        .then(
          () => {
            setKept(true);
            clear();
          },
          (err: unknown) => setFailure(keepFailureMessage(err)),
        )
        .finally(() => setSending(false));
      return;
    }
    options
      .send({ ...fields, uploadId: state.uploadId })
      .then(async () => {
        setSent(true);
        clear();
        reset();
        await options.afterSent?.();
      })
      .catch((err: unknown) => setFailure(options.failureMessage(err)))
      .finally(() => setSending(false));
  };

  return {
    upload,
    name,
    setName,
    description,
    setDescription,
    nomination,
    setNomination,
    errors,
    setErrors,
    sent,
    setSent,
    failure,
    kept,
    busy: loading || sending,
    submit,
  };
}

export type WorkForm = ReturnType<typeof useWorkForm>;
