/** Local demo data of the notice panel (spec §2: notice, message, todo). */
export interface DemoNotice {
  title: string;
  title_en: string;
  time: string;
}

export const DEMO_NOTICES: Record<'notice' | 'message' | 'todo', DemoNotice[]> = {
  notice: [
    { title: '系统将于周日 02:00 维护升级', title_en: 'Maintenance on Sunday at 02:00', time: '2026-11-20 09:12' },
    { title: '新增名片模板 12 款', title_en: '12 new business-card templates', time: '2026-11-18 15:40' },
    { title: '年底订单高峰，请提前备货', title_en: 'Year-end order peak: stock up early', time: '2026-11-15 10:05' },
  ],
  message: [
    { title: '客户 张先生 留言：加急名片何时发货？', title_en: 'Client Mr Zhang: when will the rush cards ship?', time: '2026-11-21 08:30' },
    { title: '财务：本月对账单已生成', title_en: "Finance: this month's statement is ready", time: '2026-11-19 17:22' },
  ],
  todo: [
    { title: '审核 3 个客户的信用申请', title_en: 'Review 3 client credit applications', time: '2026-11-22' },
    { title: '更新首页横幅', title_en: 'Update the home-page banner', time: '2026-11-25' },
  ],
};
