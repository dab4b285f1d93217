import { MobileField, SmsCodeField } from '@/components/form';
import { sendSmsNoLogin } from '@/features/auth/api/sms-no-login';

/**
 * Sign-in by mobile code: the number (with its dialing-code picker) and the code. Loaded when the
 * visitor picks this method, so the picker stays out of the sign-in page's first paint.
 */
export default function LoginSmsFields() {
  return (
    <>
      <MobileField name="mobile" />
      <SmsCodeField
        name="verificationCode"
        mobileField="mobile"
        send={({ mobile, dialingCode }) => sendSmsNoLogin({ mobileNum: mobile, module: 'VERIFICATION3', countryDialingCode: dialingCode })}
      />
    </>
  );
}
