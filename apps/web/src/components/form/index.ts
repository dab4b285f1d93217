/**
 * The form kit: every form of the app is built from these parts (its own light form engine underneath, `form-engine.ts`).
 *
 * A new screen (withdrawal, bank card, payment password, …) writes:
 *
 * ```tsx
 * type WithdrawValues = { amount: string; paymentPassword: string };
 *
 * function WithdrawForm() {
 *   const t = useT();
 *   const withdraw = useWithdrawMutation();                       // features/<name>/api/…
 *   const form = useAppForm<WithdrawValues>({
 *     defaultValues: { amount: '', paymentPassword: '' },
 *     rules: { amount: amountRule({ min: 100, max: balance }), paymentPassword: loginPasswordRule },
 *   });
 *   const onValid = async (values: WithdrawValues) => {
 *     try {
 *       await withdraw.mutateAsync(values);
 *     } catch (error) {
 *       // A refusal of one field: form.refuse('paymentPassword', { key: `error.${errorCode(error)}` });
 *       form.alert(errorText(t, error));                        // toast + live region
 *     }
 *   };
 *   return (
 *     <Form form={form} idPrefix="withdraw" onValid={onValid}>
 *       <AmountField name="amount" label="withdraw.amount" required />
 *       <PasswordField name="paymentPassword" label="withdraw.paymentPassword" required />
 *       <SubmitButton testId="withdraw-submit" loading={withdraw.isPending}>{t('common.submit')}</SubmitButton>
 *     </Form>
 *   );
 * }
 * ```
 *
 * What the kit does for it: fields are checked when left, then at each change; a submit checks
 * all, focuses the first field in error and announces the failure; filled fields are checked
 * again 200 ms after a language change; inputs carry `aria-invalid`, `aria-describedby` (their
 * message) and `aria-required`. Ids are `<idPrefix>-<name>` (`-field`, `-error` beside them).
 * Rules are plain functions answering a message key (`rules.ts`): write new ones there.
 * A mobile number goes with `<MobileField name="mobile" />` (the dialing code is the value
 * `countryDialingCode`), its code with `<SmsCodeField name="code" mobileField="mobile" send={…} />`;
 * a signed-in member's code to the bound mobile with `<BoundMobileSmsCodeField name="code" send={…} />`.
 * A 6-digit PIN (payment password) is `<PinField>` with `paymentPasswordRule`/`newPaymentPasswordRule`; a choice of a short
 * list `<SelectField options={…}>` with `chosenRule`; text of several lines `<TextAreaField>` (with `wordCountRule` for words). Pictures to upload (a receipt, feedback, a chat) go with
 * `<PictureInput>` and `picturePayload(file)`; the server checks and re-encodes them again (server lib/picture.ts).
 *
 * Import from here (the route chunks load it lazily).
 */
export { Form } from '@/components/form/form';
export { useAppForm, type AppForm, type FormRules } from '@/components/form/use-app-form';
export { useFieldValue } from '@/components/form/form-engine';
export { AmountField, FieldFrame, NewPasswordFields, PasswordField, TextField, normalizeAmount, type FieldProps } from '@/components/form/fields';
export { MobileField, DIALING_CODE_FIELD } from '@/components/form/mobile-field';
export { useDialingCode } from '@/components/form/countries';
export { BoundMobileSmsCodeField, SmsCodeField, type SmsRecipient } from '@/components/form/sms-code-field';
export { PinField } from '@/components/form/pin-field';
export { CaptchaField } from '@/components/form/captcha-field';
export { Checkbox } from '@/components/form/checkbox';
export { SelectField, type SelectOption } from '@/components/form/select-field';
export { TextAreaField } from '@/components/form/text-area-field';
export { wordCountRule } from '@/components/form/word-count-rule';
export { SubmitButton } from '@/components/form/submit-button';
export { PictureInput, pictureProblem, picturePayload, type PickedPicture } from '@/components/form/picture-input';
export * from '@/components/form/rules';
