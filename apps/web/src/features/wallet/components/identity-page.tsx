import { useState } from 'react';
import { ageOn, IDENTITY_FULL_NAME_MAX_CHARS, isBirthDate, type IdentityState } from '@m/contract';
import {
  Form, PictureInput, SubmitButton, TextField, picturePayload, useAppForm, type PickedPicture, type Rule,
} from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useIdentity, useSubmitIdentityMutation } from '@/features/wallet/api/identity';
import { IdentityExplanation, IdentityStatusBadge } from '@/features/wallet/components/identity-status';
import '@/features/wallet/components/identity.css';
import '@/features/wallet/components/payout.css';
import '@/features/wallet/components/wallet.css';

type IdentityValues = { fullName: string; birthDate: string };

const FULL_NAME_MIN_CHARS = 2;

const today = () => new Date().toISOString().slice(0, 10);

const fullNameRule: Rule = (value) => {
  const name = value.trim();
  if (!name) return { key: 'validation.required' };
  return name.length < FULL_NAME_MIN_CHARS ? { key: 'validation.minLength', params: { min: FULL_NAME_MIN_CHARS } } : null;
};

/** A real date of birth of someone at least `minAge` (the contract's `ageOn`, as the server counts). */
const birthDateRule = (minAge: number): Rule => (value) => {
  if (!value) return { key: 'validation.required' };
  if (!isBirthDate(value) || value > today()) return { key: 'validation.format' };
  return ageOn(value, today()) < minAge ? { key: 'identity.ageUnder', params: { age: minAge } } : null;
};

function IdentityForm({ state }: { state: IdentityState }) {
  const t = useT();
  const submit = useSubmitIdentityMutation();
  const [idPicture, setIdPicture] = useState<PickedPicture[]>([]);
  const [selfie, setSelfie] = useState<PickedPicture[]>([]);
  const [missingPicture, setMissingPicture] = useState(false);
  const form = useAppForm<IdentityValues>({
    defaultValues: { fullName: state.fullName ?? '', birthDate: state.birthDate ?? '' },
    rules: { fullName: fullNameRule, birthDate: birthDateRule(state.minAge) },
  });

  const onValid = async (values: IdentityValues) => {
    const [id] = idPicture;
    const [face] = selfie;
    if (!id || !face) {
      setMissingPicture(true);
      form.alert(t('identity.picturesRequired'));
      return;
    }
    try {
      await submit.mutateAsync({
        fullName: values.fullName, birthDate: values.birthDate, idPicture: await picturePayload(id.file), selfie: await picturePayload(face.file),
      });
      Toast.show({ icon: 'success', content: t('identity.sent') });
    } catch (error) {
      if (errorCode(error) === 'identity.age.under') form.refuse('birthDate', { key: 'identity.ageUnder', params: { age: state.minAge } });
      else form.alert(errorText(t, error));
    }
  };

  const pictureChange = (set: (pictures: PickedPicture[]) => void) => (pictures: PickedPicture[]) => {
    setMissingPicture(false);
    set(pictures);
  };

  return (
    <Form form={form} idPrefix="identity" onValid={onValid}>
      <TextField name="fullName" label="identity.fullName" placeholder="identity.fullNamePlaceholder" required autoComplete="name" maxLength={IDENTITY_FULL_NAME_MAX_CHARS} />
      <TextField name="birthDate" label="identity.birthDate" type="date" required autoComplete="bday" max={today()} />
      <PictureInput
        label={t('identity.idPicture')}
        previewAlt={t('identity.idPicture')}
        pictures={idPicture}
        onChange={pictureChange(setIdPicture)}
        maxBytes={state.maxPictureBytes}
        testId="identity-id-picture"
      />
      <p className="identity-privacy">{t('identity.idPictureHint')}</p>
      <PictureInput
        label={t('identity.selfie')}
        previewAlt={t('identity.selfie')}
        pictures={selfie}
        onChange={pictureChange(setSelfie)}
        maxBytes={state.maxPictureBytes}
        testId="identity-selfie"
      />
      <p className="identity-privacy">{t('identity.selfieHint')}</p>
      {missingPicture && <p className="form-field-error" role="alert" data-testid="identity-pictures-error">{t('identity.picturesRequired')}</p>}
      <p className="identity-privacy">{t('identity.privacy')}</p>
      <SubmitButton testId="identity-submit" loading={submit.isPending}>{t(state.status === 'REJECTED' ? 'identity.resubmit' : 'identity.submit')}</SubmitButton>
    </Form>
  );
}

function IdentityFacts({ state }: { state: IdentityState }) {
  const t = useT();
  if (state.fullName === null) return null;
  return (
    <dl className="identity-facts" data-testid="identity-facts">
      <dt>{t('identity.fullName')}</dt>
      <dd dir="auto">{state.fullName}</dd>
      <dt>{t('identity.birthDate')}</dt>
      <dd dir="ltr">{state.birthDate}</dd>
    </dl>
  );
}

/**
 * /m/member/identity: the member's identity verification as it stands (not sent, waiting, rejected
 * with the operator's reason, approved) and, while it is missing or rejected, the form: full name,
 * date of birth (old enough for the merchant), a picture of an ID and a selfie. The pictures are
 * only ever seen by the merchant's operators; the page never shows them back.
 */
export function IdentityPage() {
  const t = useT();
  const identity = useIdentity(useSessionOwner());
  let content;
  if (identity.isPending) content = <DotLoading />;
  else if (identity.isError) content = <LoadFailed onRetry={() => void identity.refetch()} />;
  else {
    const state = identity.data;
    const open = state.status === 'NOT_SUBMITTED' || state.status === 'REJECTED';
    content = (
      <>
        <section className="wallet-card identity-card" aria-labelledby="identity-state-title">
          <div className="identity-head">
            <h2 id="identity-state-title">{t('identity.stateTitle')}</h2>
            <IdentityStatusBadge state={state} />
          </div>
          <IdentityExplanation state={state} link={false} />
          {state.status !== 'NOT_SUBMITTED' && <IdentityFacts state={state} />}
        </section>
        {open && (
          <section className="wallet-card" aria-labelledby="identity-form-title">
            <h2 id="identity-form-title" className="payout-section-title">{t('identity.formTitle')}</h2>
            <IdentityForm key={state.status} state={state} />
          </section>
        )}
      </>
    );
  }
  return (
    <section className="page wallet-page identity-page" data-testid="page-member-identity">
      <h1 className="visually-hidden">{t('page.member-identity.title')}</h1>
      {content}
    </section>
  );
}
