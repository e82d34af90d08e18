// The page of a work's upload form, the same for every contest: the way back, the works kept on
// the device, the video, the name, the shared details and the sent popup. The state is useWorkForm's;
// a form adds its own fields (the mentor's pupil) before the video as children.
import type { ReactNode } from 'react';
import { SmartLink } from '../../components/layout/smart-link.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { ContestPage } from './contests-api.ts';
import { KeptWorks } from './kept-works.tsx';
import { KEPT_NOTICE } from './use-work-upload.ts';
import type { WorkForm } from './use-work-form.ts';
import { VideoFileField } from './video-file-field.tsx';
import { WorkDetailsFields, WorkSentPopup } from './work-form-details.tsx';

interface WorkUploadFormProps {
  form: WorkForm;
  contest: ContestPage;
  backHref: string;
  title: string;
  intro?: ReactNode;
  video: { id: string; label: string; maxSeconds: number };
  namePlaceholder?: string;
  children?: ReactNode;
}

export function WorkUploadForm({ form, contest, backHref, title, intro, video, ...props }: WorkUploadFormProps) {
  const { upload, errors, setErrors } = form;
  return (
    <div className="container page contest-page">
      <SmartLink href={backHref}>← {contest.title}</SmartLink>
      <h1>{title}</h1>
      {intro}
      <KeptWorks contestId={contest.id} />
      {form.kept && (
        <p className="kept-works__notice" role="status">
          {KEPT_NOTICE}
        </p>
      )}
      <form className="contest-form" onSubmit={form.submit} noValidate>
        {props.children}
        <VideoFileField
          id={video.id}
          label={video.label}
          maxSeconds={video.maxSeconds}
          state={upload.state}
          inputKey={upload.inputKey}
          error={errors.file}
          onChoose={(file) => void upload.choose(file)}
          onRetry={upload.retry}
          onResume={() => void upload.resume()}
          onClearError={() => setErrors((x) => ({ ...x, file: undefined }))}
        />
        <TextField
          label="Название"
          placeholder={props.namePlaceholder}
          value={form.name}
          onValue={form.setName}
          error={errors.name}
          maxLength={200}
        />
        <WorkDetailsFields
          description={form.description}
          onDescription={form.setDescription}
          nomination={form.nomination}
          onNomination={form.setNomination}
          nominations={contest.nominations}
          errors={errors}
          failure={form.failure}
          disabled={form.busy}
        />
      </form>
      {form.sent && <WorkSentPopup onClose={() => form.setSent(false)} />}
    </div>
  );
}
