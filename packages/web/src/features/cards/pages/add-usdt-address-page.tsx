// /pages/usdtMgr/addUsdtAdress: a USDT payout address — the wallet type, the address (its format and,
// on TRON, its checksum checked as it is typed) and optionally its QR image. A chosen QR image is read
// in the browser and fills in the address and the wallet type; the image itself is uploaded as well.

import { calls, ErrorCode, isUsdtAddress, type UsdtNetwork, usdtNetworks } from '@fair28/shared';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useUserDetails } from '@/api/account/get-user-details';
import { MoneyCard, Note } from '@/components/money/money-card';
import { AuthenticatorCodeField } from '@/components/ui/authenticator-code-field';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Page } from '@/components/ui/page';
import { SecurityCodeField } from '@/components/ui/security-code-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { routes } from '@/config/routes';
import { useForm } from '@/hooks/use-form';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { canGoBack, navigateBack, redirectTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { missingTwoFactorCode } from '@/lib/two-factor-code';
import { useAddUsdtAddress } from '../api/add-usdt-address';
import { SecurityCodeFirst } from '../components/security-code-first';
import { decodeQrFile } from '../decode-qr';
import { addressFromQrText } from '../usdt-input';

// The QR image is optional: an empty field is left out rather than sent as an empty id.
const withoutEmptyImage = z.preprocess(
  (values) => ({ ...(values as object), imageId: (values as { imageId: string }).imageId || undefined }),
  calls.usdtAdd.request,
);

type QrResult = { tone: 'success' | 'warning'; text: string } | null;

export function AddUsdtAddressPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('route.addUsdtAddress')} backTo={routes.usdtAddresses.path}>
      <SecurityCodeFirst>
        <AddressForm />
      </SecurityCodeFirst>
    </Page>
  );
}

function AddressForm() {
  const { t } = useTranslation();
  const form = useForm<'network' | 'address' | 'imageId' | 'securityCode' | 'twoFactorCode'>({
    network: '',
    address: '',
    imageId: '',
    securityCode: '',
    twoFactorCode: '',
  });
  const hasTwoFactor = useUserDetails().data?.hasTwoFactor === true;
  const add = useAddUsdtAddress();
  const [qrResult, setQrResult] = useState<QrResult>(null);
  const network = form.values.network as UsdtNetwork | '';
  const address = form.values.address.trim();
  const formatHint =
    network && address && !isUsdtAddress(network, address)
      ? translateMessage('form.invalidUsdtAddress')
      : null;

  const readQr = async (file: File) => {
    setQrResult(null);
    const text = await decodeQrFile(file).catch(() => null);
    const scanned = text === null ? null : addressFromQrText(text);
    if (!scanned?.network) {
      setQrResult({ tone: 'warning', text: text === null ? t('cards.qrNotFound') : t('cards.qrNotAddress') });
      return;
    }
    form.setValues((current) => ({
      ...current,
      address: scanned.address,
      network: scanned.network ?? current.network,
    }));
    setQrResult({ tone: 'success', text: t('cards.qrRead', { network: scanned.network }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const input = form.check(withoutEmptyImage, (data) =>
      missingTwoFactorCode(hasTwoFactor, data.twoFactorCode),
    );
    if (!input) return;
    add.mutate(input, {
      onSuccess: () => {
        showToast(t('cards.addressAdded'), 'success');
        void (canGoBack() ? navigateBack() : redirectTo(routes.usdtAddresses.path));
      },
      onError: (error) =>
        form.reject(error, {
          [ErrorCode.UsdtAddressTaken]: 'address',
          [ErrorCode.UsdtAddressLimit]: 'address',
          [ErrorCode.WrongSecurityCode]: 'securityCode',
          [ErrorCode.WithdrawalLocked]: 'securityCode',
          [ErrorCode.SecurityCodeNotSet]: 'securityCode',
          [ErrorCode.TwoFactorRequired]: 'twoFactorCode',
          [ErrorCode.WrongTwoFactorCode]: 'twoFactorCode',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <MoneyCard title={t('cards.walletType')}>
        <ChoiceChips
          label={t('cards.walletType')}
          value={network}
          onChange={(next) => form.field('network').onChange(next)}
          choices={usdtNetworks.map((value) => ({ value, label: value }))}
        />
        {form.field('network').error ? (
          <p role="alert" style={{ margin: 0, color: 'var(--fair-danger)', fontSize: 13 }}>
            {form.field('network').error}
          </p>
        ) : null}
        <p style={{ margin: 0, color: 'var(--fair-muted)', fontSize: 12 }}>{t('cards.networkHint')}</p>
      </MoneyCard>
      <MoneyCard title={t('cards.addressTitle')}>
        <ImageUploadField
          id="usdt-qr"
          label={t('cards.qrImage')}
          hint={t('cards.qrHint')}
          isOptional
          error={form.field('imageId').error}
          onChange={(imageId) => form.field('imageId').onChange(imageId ?? '')}
          onFile={(file) => void readQr(file)}
        />
        {qrResult ? (
          <Note tone={qrResult.tone} role="status">
            {qrResult.text}
          </Note>
        ) : null}
        <TextField
          id="usdt-address"
          label={t('cards.address')}
          placeholder={
            network === 'ERC20' ? '0x…' : network === 'TRC20' ? 'T…' : t('cards.addressPlaceholder')
          }
          autoComplete="off"
          maxLength={64}
          {...form.field('address')}
          error={form.field('address').error ?? formatHint}
        />
        <SecurityCodeField
          id="usdt-security-code"
          label={t('withdrawal.securityCode')}
          placeholder={t('withdrawal.securityCodePlaceholder')}
          {...form.field('securityCode')}
        />
        {hasTwoFactor ? (
          <AuthenticatorCodeField
            id={'usdt-two-factor-code'}
            label={t('twoStep.code')}
            placeholder={t('twoStep.codePlaceholder')}
            {...form.field('twoFactorCode')}
          />
        ) : null}
        <Note tone="info">{t('cards.payoutHold')}</Note>
        <SubmitButton isBusy={add.isPending}>{t('cards.saveAddress')}</SubmitButton>
      </MoneyCard>
    </form>
  );
}
