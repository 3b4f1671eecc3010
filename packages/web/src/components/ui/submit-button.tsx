// The one primary action of a form: full width, large, busy while its call is on the way, and named by
// its words all along (antd-mobile's busy button shows only a spinner unless given loadingText).
import Button from 'antd-mobile/es/components/button';

type SubmitButtonProps = { isBusy: boolean; className?: string | undefined; children: string };

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
      loadingText={children}
    >
      {children}
    </Button>
  );
}
