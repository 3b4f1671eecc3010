// The Chinese half of payment-labels.ts.

import type { PaymentLabel } from './payment-labels';

export const paymentLabelsZh: Record<PaymentLabel, string> = {
  'payType.1': '在线支付',
  'payType.2': '银行转账',
  'payType.3': 'USDT',
  'payType.4': '钱包扫码',
  'payments.payType': '支付类型',
  'payments.provider': '支付服务商',
  'payments.providerHelp': '服务器上配置的在线支付服务商，例如 sandbox',
  'payments.limits': '金额范围',
  'payments.min': '最低',
  'payments.max': '最高',
  'payments.maxBelowMin': '最高金额不能低于最低金额',
  'payments.presets': '快捷金额',
  'payments.presetsHelp': '最多 12 个玩家一键选择的金额；输入后按回车',
  'payments.addChannel': '新建支付渠道',
  'payments.editChannel': '编辑支付渠道',
  'payments.channel': '支付渠道',
  'payments.allChannels': '全部支付渠道',
  'payments.label': '标签',
  'payments.labelHelp': '玩家用来区分账户的名称',
  'payments.details': '账户',
  'payments.accountNo': '账号',
  'payments.network': '网络',
  'payments.address': '地址',
  'payments.qr': '二维码',
  'payments.qrHelp': '可选：玩家扫码付款的二维码',
  'payments.qrNeeded': '钱包扫码账户就是它的二维码：请上传',
  'payments.addAccount': '新建收款账户',
  'payments.editAccount': '编辑收款账户',
};
