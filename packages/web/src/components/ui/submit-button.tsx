// The one primary action of a form: full width, large, busy while its call is on the way.
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

type SubmitButtonProps = { isBusy: boolean; className?: string | undefined; children: ReactNode };

export function SubmitButton({ isBusy, className, children }: SubmitButtonProps) {
  return (
    <Button
      className={className}
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      block
      loading={isBusy}
    >
      {children}
    </Button>
  );
}
