import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clients, members } from '../db/schema.js';
import { pick, prng } from './random.js';

const CITIES = [
  ['华东', '上海', '上海', '浦东新区'],
  ['华东', '浙江', '杭州', '西湖区'],
  ['华东', '江苏', '苏州', '工业园区'],
  ['华南', '广东', '深圳', '南山区'],
  ['华南', '广东', '广州', '天河区'],
  ['华北', '北京', '北京', '朝阳区'],
  ['西南', '四川', '成都', '武侯区'],
  ['华中', '湖北', '武汉', '洪山区'],
] as const;
const WORDS = [
  '鼎盛',
  '恒远',
  '华彩',
  '金桥',
  '蓝海',
  '明达',
  '瑞丰',
  '晨光',
  '新锐',
  '博雅',
  '众诚',
  '宏图',
  '嘉禾',
  '永安',
  '天成',
  '九州',
];
const TRADES = ['广告', '文化传媒', '科技', '贸易', '设计', '印务', '教育咨询', '地产经纪', '餐饮管理', '会展服务'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰'];
const LEVELS = ['A', 'B', 'C', 'D'];
const PAYTYPES = ['现金', '转账', '微信', '支付宝', '月结'];

/**
 * `count` clients of a branch with every profile field filled plausibly. With `now`, each gets a
 * sign-up time: a quarter were clients before the two years of demo history, the rest signed up
 * evenly over them (so the dashboard's "new clients today" is a day's worth, not the whole list);
 * the order generator then gives orders only to clients signed up by the order's day.
 */
export async function seedClients(db: Db, gscode: string, count: number, seed: number, now?: Date): Promise<number[]> {
  const rnd = prng(seed);
  const signUp = prng(seed + 7919);
  const rows = [];
  for (let i = 1; i <= count; i++) {
    const [area, province, city, district] = pick(rnd, CITIES);
    const short = `${pick(rnd, WORDS)}${pick(rnd, TRADES)}`;
    const person = `${pick(rnd, SURNAMES)}${pick(rnd, GIVEN)}${rnd() < 0.5 ? pick(rnd, GIVEN) : ''}`;
    const mobile = `13${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`;
    const monthly = rnd() < 0.3 ? 1 : 0;
    rows.push({
      gscode,
      guestcode: `${gscode}K${String(i).padStart(5, '0')}`,
      guestname: `${short}${i}`,
      longname: `${city}${short}有限公司`,
      clienttype: rnd() < 0.85 ? 1 : pick(rnd, [2, 3, 4, 5]),
      guesttype: pick(rnd, ['企业', '个人', '代理']),
      linkman: person,
      clientlevel: pick(rnd, LEVELS),
      position: pick(rnd, ['经理', '行政', '采购', '老板']),
      area,
      province,
      city,
      district,
      telephone: `021-${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
      email: `client${i}@example.com`,
      mobile,
      zip: String(200000 + Math.floor(rnd() * 99999)),
      paytype: monthly ? '月结' : pick(rnd, PAYTYPES),
      fptype: pick(rnd, ['不开票', '普通发票', '增值税专票']),
      fppoint: rnd() < 0.5 ? '0' : '6',
      address: `${city}${district}${pick(rnd, WORDS)}路${Math.floor(rnd() * 999) + 1}号`,
      maxprice: String(monthly ? 5000 + Math.floor(rnd() * 45) * 1000 : 0),
      isyuejie: monthly,
      maxdays: monthly ? 30 : 0,
      gstaxrate: '13',
      htdate: `202${Math.floor(rnd() * 5)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`,
      xyfen: Math.floor(rnd() * 100),
      groupname: pick(rnd, ['重点客户', '普通客户', '新客户']),
      khcode: `KH${i}`,
      gendanper: pick(rnd, SURNAMES) + pick(rnd, GIVEN),
      manager: pick(rnd, SURNAMES) + pick(rnd, GIVEN),
      khly: pick(rnd, ['官网', '微信', '转介绍', '展会']),
      smsmobile: mobile,
      issendmsg: rnd() < 0.5 ? 1 : 0,
      priceSign: '*',
      priceNumber: (0.8 + Math.floor(rnd() * 5) * 0.05).toFixed(2),
      roundtype: pick(rnd, ['round', 'ceiling', 'blxs'] as const),
      ...(now
        ? {
            createdAt: new Date(now.getTime() - (signUp() < 0.25 ? 730 + signUp() * 365 : signUp() * 730) * 86_400_000),
          }
        : {}),
    });
  }
  const ids = await db.insert(clients).values(rows).returning({ id: clients.id });
  return ids.map((r) => r.id);
}

/** Registered shop users; about half bound through WeChat (followers). Spread over two years. */
export async function seedMembers(
  db: Db,
  gscode: string,
  clientIds: number[],
  count: number,
  seed: number,
  now: Date,
): Promise<void> {
  const rnd = prng(seed);
  const rows = [];
  for (let i = 1; i <= count; i++) {
    const daysAgo = Math.floor(rnd() ** 1.5 * 730);
    const createdAt = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(rnd() * 86_400_000));
    rows.push({
      gscode,
      clientId: rnd() < 0.6 ? pick(rnd, clientIds) : null,
      userName: `u${gscode}${String(i).padStart(5, '0')}`,
      wxOpenid: rnd() < 0.5 ? `wx_${gscode}_${i}` : null,
      createdAt,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(members).values(rows.slice(i, i + 1000));
  // A shop user bound to a client registered after the client signed up.
  await db.execute(sql`
    update ${members} m set created_at = c.created_at + make_interval(secs => m.id % 86400)
      from ${clients} c
     where m.client_id = c.id and m.gscode = ${gscode} and m.created_at < c.created_at`);
}
