import type { Ref } from 'react';
import { Button as KitButton, DotLoading, type ButtonProps, type ButtonRef } from 'antd-mobile';

export type { ButtonProps };

/**
 * The UI kit's Button; while loading it keeps its name for screen readers (the kit shows only
 * the spinner) and says it is busy.
 */
export function Button({ children, loading, loadingIcon, ref, ...props }: ButtonProps & { ref?: Ref<ButtonRef> }) {
  const busy = loading === true;
  return (
    <KitButton
      {...props}
      ref={ref}
      loading={loading}
      aria-busy={busy || undefined}
      loadingIcon={
        <>
          {loadingIcon ?? <DotLoading color="currentColor" />}
          <span className="visually-hidden">{children}</span>
        </>
      }
    >
      {children}
    </KitButton>
  );
}
