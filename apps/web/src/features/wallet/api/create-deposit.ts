import { useMutation } from '@tanstack/react-query';
import type { DepositChannel, DepositRequest, ManualDepositRequest } from '@m/contract';
import { api } from '@/lib/api-client';

/** Each channel's order call (POST /wps/transaction/deposit/{pg,qr,ma,mt}); all answer the order. */
export const createDeposit = ({ channel, body }: { channel: DepositChannel; body: DepositRequest | ManualDepositRequest }) => {
  switch (channel) {
    case 'pg':
      return api.call('depositGateway', { body });
    case 'qr':
      return api.call('depositQr', { body });
    case 'ma':
      return api.call('depositMobileApp', { body });
    case 'mt':
      return api.call('depositManual', { body: body as ManualDepositRequest });
  }
};

export const useCreateDepositMutation = () => useMutation({ mutationFn: createDeposit });
