import type {
  ClientTypeWord,
  Lang,
  OrderChannel,
  OrderState,
  PaymentMethod,
  PaymentState,
  PayState,
} from '@bo/contract';

/**
 * Words of the exported files in each language: column headers and the names of states and
 * methods (a file shows "生产中" / "In production", never a code). Typed against the contract's
 * lists, so a new state or method cannot be left without a name.
 */
interface Words {
  orderSheet: string;
  paymentSheet: string;
  clientSheet: string;
  orderCols: Record<
    | 'orderno'
    | 'time'
    | 'guestcode'
    | 'client'
    | 'items'
    | 'qty'
    | 'amount'
    | 'paid'
    | 'payState'
    | 'state'
    | 'salesperson'
    | 'channel',
    string
  >;
  paymentCols: Record<
    'time' | 'orderno' | 'guestcode' | 'client' | 'amount' | 'method' | 'reference' | 'state' | 'reason' | 'recordedBy',
    string
  >;
  clientCols: Record<
    | 'guestcode'
    | 'guestname'
    | 'longname'
    | 'type'
    | 'level'
    | 'linkman'
    | 'mobile'
    | 'area'
    | 'salesperson'
    | 'settlement'
    | 'creditLimit'
    | 'creditUsed'
    | 'overLimit'
    | 'lastOrder'
    | 'status',
    string
  >;
  clientType: Record<ClientTypeWord, string>;
  yesNo: Record<'yes' | 'no', string>;
  clientStatus: Record<'1' | '0', string>;
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
    clientSheet: '客户',
    orderCols: {
      orderno: '订单号',
      time: '下单时间',
      guestcode: '客户编号',
      client: '客户',
      items: '商品',
      qty: '数量',
      amount: '金额',
      paid: '已付',
      payState: '付款状态',
      state: '订单状态',
      salesperson: '业务员',
      channel: '渠道',
    },
    paymentCols: {
      time: '收款时间',
      orderno: '订单号',
      guestcode: '客户编号',
      client: '客户',
      amount: '金额',
      method: '支付方式',
      reference: '交易参考号',
      state: '状态',
      reason: '退款原因',
      recordedBy: '登记人',
    },
    clientCols: {
      guestcode: '客户编号',
      guestname: '客户名称',
      longname: '公司全称',
      type: '往来类型',
      level: '客户等级',
      linkman: '联系人',
      mobile: '手机',
      area: '区域',
      salesperson: '业务员',
      settlement: '月结',
      creditLimit: '信用额度',
      creditUsed: '已用额度',
      overLimit: '超额度',
      lastOrder: '最近下单',
      status: '状态',
    },
    clientType: { 1: '客户', 2: '供应商', 3: '客户/供应商', 4: '货运', 5: '其他' },
    yesNo: { yes: '是', no: '否' },
    clientStatus: { 1: '启用', 0: '停用' },
    orderState: { 0: '已下单', 1: '已确认', 2: '生产中', 3: '已发货', 4: '已完成', 9: '已取消' },
    payState: { unpaid: '未付款', partial: '部分付款', paid: '已付清' },
    channel: { pc: '电脑端', mobile: '手机端', miniapp: '小程序', counter: '门店' },
    method: { wechat: '微信支付', alipay: '支付宝', bank: '银行转账', cash: '现金', monthly: '月结' },
    paymentState: { success: '成功', pending: '待支付', failed: '失败' },
  },
  en: {
    orderSheet: 'Orders',
    paymentSheet: 'Payments',
    clientSheet: 'Clients',
    orderCols: {
      orderno: 'Order number',
      time: 'Time',
      guestcode: 'Customer number',
      client: 'Client',
      items: 'Items',
      qty: 'Quantity',
      amount: 'Amount',
      paid: 'Paid',
      payState: 'Payment state',
      state: 'State',
      salesperson: 'Salesperson',
      channel: 'Channel',
    },
    paymentCols: {
      time: 'Time',
      orderno: 'Order number',
      guestcode: 'Customer number',
      client: 'Client',
      amount: 'Amount',
      method: 'Method',
      reference: 'Reference',
      state: 'State',
      reason: 'Refund reason',
      recordedBy: 'Recorded by',
    },
    clientCols: {
      guestcode: 'Customer number',
      guestname: 'Name',
      longname: 'Company',
      type: 'Type',
      level: 'Level',
      linkman: 'Contact',
      mobile: 'Mobile',
      area: 'Area',
      salesperson: 'Salesperson',
      settlement: 'Monthly settlement',
      creditLimit: 'Credit limit',
      creditUsed: 'Credit used',
      overLimit: 'Over limit',
      lastOrder: 'Last order',
      status: 'Status',
    },
    clientType: { 1: 'Customer', 2: 'Supplier', 3: 'Customer/supplier', 4: 'Freight', 5: 'Other' },
    yesNo: { yes: 'Yes', no: 'No' },
    clientStatus: { 1: 'Enabled', 0: 'Disabled' },
    orderState: { 0: 'Placed', 1: 'Confirmed', 2: 'In production', 3: 'Shipped', 4: 'Completed', 9: 'Cancelled' },
    payState: { unpaid: 'Unpaid', partial: 'Partly paid', paid: 'Paid' },
    channel: { pc: 'PC', mobile: 'Mobile', miniapp: 'Mini program', counter: 'Counter' },
    method: {
      wechat: 'WeChat Pay',
      alipay: 'Alipay',
      bank: 'Bank transfer',
      cash: 'Cash',
      monthly: 'Monthly settlement',
    },
    paymentState: { success: 'Succeeded', pending: 'Pending', failed: 'Failed' },
  },
};
