import type { Lang, OrderChannel, OrderState, PaymentMethod, PaymentState, PayState } from '@bo/contract';

/**
 * Words of the exported files in each language: column headers and the names of states and
 * methods (a file shows "生产中" / "In production", never a code). Typed against the contract's
 * lists, so a new state or method cannot be left without a name.
 */
interface Words {
  orderSheet: string;
  paymentSheet: string;
  orderCols: Record<'orderno' | 'time' | 'guestcode' | 'client' | 'items' | 'qty' | 'amount' | 'paid' | 'payState' | 'state' | 'salesperson' | 'channel', string>;
  paymentCols: Record<'time' | 'orderno' | 'guestcode' | 'client' | 'amount' | 'method' | 'reference' | 'state' | 'reason' | 'recordedBy', string>;
  orderState: Record<OrderState, string>;
  payState: Record<PayState, string>;
  channel: Record<OrderChannel, string>;
  method: Record<PaymentMethod, string>;
  paymentState: Record<PaymentState, string>;
}

export const EXPORT_WORDS: Record<Lang, Words> = {
  cn: {
    orderSheet: '订单',
    paymentSheet: '收款记录',
    orderCols: {
      orderno: '订单号', time: '下单时间', guestcode: '客户编号', client: '客户', items: '商品', qty: '数量',
      amount: '金额', paid: '已付', payState: '付款状态', state: '订单状态', salesperson: '业务员', channel: '渠道',
    },
    paymentCols: {
      time: '收款时间', orderno: '订单号', guestcode: '客户编号', client: '客户', amount: '金额', method: '支付方式',
      reference: '交易参考号', state: '状态', reason: '退款原因', recordedBy: '登记人',
    },
    orderState: { 0: '已下单', 1: '已确认', 2: '生产中', 3: '已发货', 4: '已完成', 9: '已取消' },
    payState: { unpaid: '未付款', partial: '部分付款', paid: '已付清' },
    channel: { pc: '电脑端', mobile: '手机端', miniapp: '小程序', counter: '门店' },
    method: { wechat: '微信支付', alipay: '支付宝', bank: '银行转账', cash: '现金', monthly: '月结' },
    paymentState: { success: '成功', pending: '待支付', failed: '失败' },
  },
  en: {
    orderSheet: 'Orders',
    paymentSheet: 'Payments',
    orderCols: {
      orderno: 'Order number', time: 'Time', guestcode: 'Customer number', client: 'Client', items: 'Items', qty: 'Quantity',
      amount: 'Amount', paid: 'Paid', payState: 'Payment state', state: 'State', salesperson: 'Salesperson', channel: 'Channel',
    },
    paymentCols: {
      time: 'Time', orderno: 'Order number', guestcode: 'Customer number', client: 'Client', amount: 'Amount', method: 'Method',
      reference: 'Reference', state: 'State', reason: 'Refund reason', recordedBy: 'Recorded by',
    },
    orderState: { 0: 'Placed', 1: 'Confirmed', 2: 'In production', 3: 'Shipped', 4: 'Completed', 9: 'Cancelled' },
    payState: { unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid' },
    channel: { pc: 'PC', mobile: 'Mobile', miniapp: 'Mini program', counter: 'Counter' },
    method: { wechat: 'WeChat Pay', alipay: 'Alipay', bank: 'Bank transfer', cash: 'Cash', monthly: 'Monthly settlement' },
    paymentState: { success: 'Succeeded', pending: 'Pending', failed: 'Failed' },
  },
};
