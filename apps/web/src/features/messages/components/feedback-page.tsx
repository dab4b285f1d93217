import { useState } from 'react';
import type { Feedback, FeedbackList, FeedbackPictureRef, FeedbackSettings } from '@m/contract';
import { countWords, FEEDBACK_CONTENT_MAX_CHARS } from '@m/contract';
import {
  Form, PictureInput, SelectField, SubmitButton, TextAreaField, chosenRule, picturePayload, useAppForm, useFieldValue, wordCountRule,
  type AppForm, type PickedPicture,
} from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { DotLoading } from '@/components/ui/dot-loading';
import { Dialog, Toast } from '@/components/ui/feedback';
import { StoredPictureView } from '@/components/ui/stored-picture';
import { errorCode, errorText } from '@/lib/api-error-text';
import { inlineDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useFeedbackList, useFeedbackPicture, useFeedbackSettings, useSubmitFeedbackMutation } from '@/features/messages/api/feedback';
import '@/features/messages/components/feedback.css';

type FeedbackValues = { type: string; content: string };

const feedbackOf = (page: FeedbackList) => page.list;

function WordCount({ form, settings }: { form: AppForm<FeedbackValues>; settings: FeedbackSettings }) {
  const t = useT();
  const words = countWords(useFieldValue(form.control, 'content'));
  return (
    <span data-testid="feedback-word-count" data-words={words}>
      {t('feedback.wordCount', { words, min: settings.minWords, max: settings.maxWords })}
    </span>
  );
}

function FeedbackForm({ settings }: { settings: FeedbackSettings }) {
  const t = useT();
  const submit = useSubmitFeedbackMutation();
  const requestId = useSubmitRequestId();
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const form = useAppForm<FeedbackValues>({
    defaultValues: { type: '', content: '' },
    rules: { type: chosenRule, content: wordCountRule({ min: settings.minWords, max: settings.maxWords }) },
  });

  const onValid = async (values: FeedbackValues) => {
    const submitId = requestId.take();
    try {
      await submit.mutateAsync({
        requestId: submitId,
        type: values.type as FeedbackSettings['types'][number],
        content: values.content,
        pictures: await Promise.all(pictures.map((picture) => picturePayload(picture.file))),
      });
      requestId.answered();
      form.reset();
      for (const picture of pictures) URL.revokeObjectURL(picture.previewUrl);
      setPictures([]);
      Toast.show({ icon: 'success', content: t('feedback.sent') });
    } catch (error) {
      // A refusal changed nothing: the next send is a new request. A lost answer keeps the id.
      requestId.failed(error);
      form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="feedback" onValid={onValid}>
      <SelectField
        name="type"
        label="feedback.type"
        placeholder="feedback.typePlaceholder"
        required
        options={settings.types.map((type) => ({ value: type, label: t(`feedback.type_${type}`) }))}
      />
      <TextAreaField
        name="content"
        label="feedback.content"
        placeholder="feedback.contentPlaceholder"
        required
        rows={6}
        maxLength={FEEDBACK_CONTENT_MAX_CHARS}
        hint={<WordCount form={form} settings={settings} />}
      />
      <PictureInput
        label={t('feedback.pictures')}
        previewAlt={t('feedback.pictureAlt')}
        pictures={pictures}
        onChange={setPictures}
        max={settings.maxPictures}
        maxBytes={settings.maxPictureBytes}
        testId="feedback-pictures"
      />
      <SubmitButton testId="feedback-submit" loading={submit.isPending}>{t('feedback.submit')}</SubmitButton>
    </Form>
  );
}

/** A kept picture in a fixed square box, opened whole in a dialog on a tap; a failed load retries on a tap (spec §8). */
function FeedbackPicture({ picture, alt }: { picture: FeedbackPictureRef; alt: string }) {
  const t = useT();
  const query = useFeedbackPicture(picture.id, useSessionOwner());
  const [open, setOpen] = useState(false);
  let content;
  if (query.data) {
    content = (
      <>
        <button type="button" className="feedback-picture-open" onClick={() => setOpen(true)} data-testid="feedback-picture-open">
          <StoredPictureView picture={query.data} alt={alt} className="feedback-picture-image" testId="feedback-picture" />
        </button>
        {open && (
          <Dialog
            visible
            title={alt}
            bodyClassName="feedback-picture-dialog"
            content={
              <div className="feedback-picture-whole" style={{ aspectRatio: `${picture.width} / ${picture.height}` }}>
                <StoredPictureView picture={query.data} alt={alt} className="feedback-picture-image" testId="feedback-picture-whole" />
              </div>
            }
            actions={[{ key: 'close', text: t('common.close'), bold: true }]}
            onAction={() => setOpen(false)}
            onClose={() => setOpen(false)}
          />
        )}
      </>
    );
  } else if (query.isError) {
    content = (
      <button type="button" className="feedback-picture-retry" onClick={() => void query.refetch()} aria-label={`${alt}: ${t('common.loadFailed')}`}>
        ↻
      </button>
    );
  } else content = <DotLoading />;
  return <li className="feedback-picture">{content}</li>;
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const t = useT();
  const statusKey = `feedback.status.${feedback.status}`;
  return (
    <li className="feedback-item" data-testid="feedback-item" data-id={feedback.id} data-status={feedback.status}>
      <div className="feedback-item-head">
        <strong>{t(`feedback.type_${feedback.type}`)}</strong>
        <span className="feedback-status" data-status={feedback.status} data-testid="feedback-status">{t(statusKey)}</span>
      </div>
      <p className="feedback-date">{inlineDateTime(feedback.createdAt)}</p>
      {/* Written in whatever language the member chose: its own direction. */}
      <p className="feedback-content" dir="auto" data-testid="feedback-content">{feedback.content}</p>
      {feedback.pictures.length > 0 && (
        <ul className="feedback-pictures" aria-label={t('feedback.pictures')}>
          {feedback.pictures.map((picture, index) => (
            <FeedbackPicture key={picture.id} picture={picture} alt={`${t('feedback.pictureAlt')} ${index + 1}`} />
          ))}
        </ul>
      )}
      {feedback.reply !== null && (
        <div className="feedback-reply" data-testid="feedback-reply">
          <p className="feedback-reply-title">{t('feedback.reply')}</p>
          {feedback.repliedAt !== null && <p className="feedback-date">{inlineDateTime(feedback.repliedAt)}</p>}
          <p className="feedback-content" dir="auto">{feedback.reply}</p>
        </div>
      )}
    </li>
  );
}

function EarlierFeedback() {
  const t = useT();
  const query = useFeedbackList(useSessionOwner());
  const entries = usePagedItems(query, feedbackOf);
  return (
    <section className="feedback-history" aria-labelledby="feedback-history-title" data-testid="feedback-history">
      <h2 className="feedback-section-title" id="feedback-history-title">{t('feedback.history')}</h2>
      <PagedList list={entries} empty={t('feedback.empty')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="feedback-list">
          {entries.items.map((feedback) => <FeedbackItem key={feedback.id} feedback={feedback} />)}
        </ul>
      </PagedList>
    </section>
  );
}

/**
 * /m/feedback (FEEDBACK3): a member tells the merchant what went wrong or could be better (a type,
 * content within the merchant's word bounds, up to 3 pictures), and reads their earlier feedback
 * with its status and the operator's reply. The server checks each picture again from its bytes.
 */
export function FeedbackPage() {
  const t = useT();
  const settings = useFeedbackSettings(useSessionOwner());
  let form;
  if (settings.isPending) form = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (settings.isError) form = <LoadFailed onRetry={() => void settings.refetch()} />;
  else form = <FeedbackForm settings={settings.data} />;
  return (
    <section className="page record-page feedback-page" data-testid="page-feedback">
      <h1 className="page-title">{t('page.feedback.title')}</h1>
      {form}
      <EarlierFeedback />
    </section>
  );
}
