import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';

/**
 * Passwords people pick first (issue 11): refused as new passwords whatever their length, compared
 * in lower case. Shipped with the project, so no network is needed to check a password, and shared
 * by the server (which enforces it) and the web forms (which show it as the user types).
 *
 * Only entries of PASSWORD_MIN_LENGTH (8) or more: anything shorter is refused by length anyway.
 * Besides the world's usual lists (keyboard walks, "password" spellings, 12345678 …) it holds
 * habits common in China: lucky and repeated digits (88888888, 168168168), love numbers (5201314,
 * 1314520 with a letter), pinyin (woaini, zhongguo, wodemima), family names followed by 123456,
 * common given names, cities, and the trade's own words (mingpian, yinshua: business cards, printing).
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '987654321', '9876543210', '11111111',
  '22222222', '33333333', '44444444', '55555555', '66666666', '77777777', '88888888', '99999999',
  '00000000', '111111111', '1111111111', '000000000', '888888888', '666666666', '12341234', '12121212',
  '11223344', '11112222', '12344321', '12312312', '123123123', '123321123', '147258369', '147852369',
  '159357258', '741852963', '789456123', '123456123', '1234512345', '1122334455', '13572468', '24681357',
  '10203040', '01234567', '11235813', '31415926', '314159265', '12345679', '123654789', '521521521',
  '5201314a', 'a5201314', '52013145', '520131400', '1314520a', '13145200', '1314521521', 'woaini520',
  'woaini1314', 'iloveyou1314', 'aini1314', 'aini5201314', 'woaini123', 'woainima', 'wo5201314', 'woaiwojia',
  'woaini521', 'zhongguo', 'zhongguo123', 'woshishui', 'wodemima', 'mima1234', 'mima123456', 'nihao123',
  'nihao123456', 'qq123456', 'qq123456789', 'qq5201314', 'qwe123456', 'asd123456', 'zxc123456', 'qaz123456',
  'qwe123qwe', 'asd123asd', 'zxc123zxc', 'abc123456', 'abc123abc', 'a123456a', 'a1234567', 'a12345678',
  'a123456789', 'aa123456', 'aa123456789', 'aaa123456', 'abcd1234', 'abcd12345', 'abcd123456', 'abc12345',
  '1234abcd', '123456aa', '123456abc', '123456qq', '123456as', '123456qw', '123456qwe', '123456asd',
  '123456zxc', '1qaz2wsx', '1qaz2wsx3edc', '2wsx3edc', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4',
  'q1w2e3r4t5', 'zaq12wsx', 'zaq1xsw2', '!qaz2wsx', '1qazxsw2', 'qazwsxedc', 'qwertyui', 'qwerty12',
  'qwerty123', 'qwertyuiop', 'qwer1234', '1234qwer', 'asdfghjk', 'asdfghjkl', 'asdf1234', '1234asdf',
  'asdfasdf', 'zxcvbnm1', 'zxcvbnm123', 'zxcvbnma', 'zxcv1234', 'qweasdzxc', 'qweqweqwe', 'asdasdasd',
  'zxczxczxc', 'abcabcabc', 'aaaaaaaa', 'abcdefgh', 'abcdefg1', 'abcdefgh1', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'p@ssw0rd1', 'p@ssw0rd123', 'pa$$w0rd',
  'password!', 'mypassword', 'iloveyou', 'iloveyou1', 'iloveyou2', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'admin123', 'admin1234', 'admin12345', 'admin123456', 'admin888',
  'admin666', 'admin@123', 'admin!23', 'administrator', 'root1234', 'root12345', 'root123456', 'letmein1',
  'letmein123', 'changeme', 'changeme1', 'trustno1', 'superman', 'computer', 'internet', 'michelle',
  'whatever', 'dragon12', 'monkey12', 'master12', 'master123', 'shadow12', 'jennifer', 'starwars',
  '1qaz@wsx', 'test1234', 'test12345', 'test123456', 'testtest', 'guest123', 'user1234', 'user123456',
  'login123', 'hello123', 'hello1234', 'helloworld', 'hello123456', 'goodluck', 'goodgood', 'lovelove',
  'iloveu1314', '88888888a', '66666666a', 'a88888888', 'a66666666', '8888888888', '6666666666', '168168168',
  '16881688', '18881888', '88886666', '66668888', '99998888', '12348765', 'abc123456789', 'qq1234567',
  'wang1234', 'zhang123', 'wang123456', 'wangwang', 'zhang123456', 'li123456', 'liu123456', 'chen123456', 'yang123456', 'huang123456',
  'zhao123456', 'zhou123456', 'wu123456', 'xu123456', 'sun123456', 'ma123456', 'zhu123456', 'hu123456',
  'guo123456', 'he123456', 'lin123456', 'luo123456', 'gao123456', 'liang123456', 'zheng123456', 'xie123456',
  'song123456', 'tang123456', 'han123456', 'feng123456', 'deng123456', 'cao123456', 'peng123456', 'zeng123456',
  'xiao123456', 'tian123456', 'dong123456', 'pan123456', 'yuan123456', 'cai123456', 'jiang123456', 'yu123456',
  'du123456', 'ye123456', 'cheng123456', 'wei123456', 'su123456', 'lu123456', 'ding123456', 'ren123456',
  'shen123456', 'yao123456', 'zhangwei', 'wangwei1', 'wangfang', 'liwei123', 'lina1234', 'zhangmin',
  'liuyang1', 'wangjing', 'zhangli1', 'lijing12', 'wangming', 'zhangjing', 'liuwei12', 'wangqiang',
  'wanglei1', 'zhangyong', 'liqiang1', 'zhangjun', 'wangyong', 'zhangsan', 'lisi1234', 'wangwu12',
  'zhangsan123', 'lisi123456', 'wangwu123', 'beijing1', 'beijing123', 'shanghai', 'shanghai123', 'hangzhou',
  'shenzhen', 'guangzhou', 'nanjing1', 'chengdu1', 'tianjin1', 'wuhan123', 'xian1234', 'chongqing',
  'mingpian', 'mingpian123', 'yinshua1', 'yinshua123', 'gongsi123', 'company1', 'company123', 'business',
  'xiaoshou', 'caiwu123', 'kefu1234', 'kuaiyin1', 'fendian1', '1234567a', '12345678a', '123456789a',
  '1234567890a', 'a1b2c3d4', 'a1b2c3d4e5', 'aa112233', 'aa123123', 'abc12345678', 'a11111111', 'a00000000',
  'q123456789', 'qq111111', 'qwe12345', 'asd12345', 'zxc12345', 'qaz12345', 'wsx12345', 'woaini12',
  'woaini1234', 'woainiya', 'aini5201', '5201314520', '13141314', '52013141314', '77585210', '77585217758521',
  '5845201314', '20080808', '19491001', '20000101', '19900101', '19880808', '19891001', '19861010',
  '19911111', '19901010', '19880101', '19870101', '19850101', '20081314', 'mm123456', 'mm888888',
  'q1234567', 'w1234567', 'z1234567', '123qweasd', '123qweasdzxc', 'qweasd123', '1qaz2wsx!', '!qaz@wsx',
  '@qwer1234', 'qwer!234', 'asdf!234', 'abc@123456', 'abc!123456', 'aa12345678', '1a2b3c4d', '123abc123',
  '123456qwerty', 'qwerty123456', '123456789q', '123456789qq', '987654321a', '123qwe123', '11111111a', '1111aaaa',
  'aaaa1111', 'a1a1a1a1', 'q1q1q1q1', 'qaz123wsx', '000000aa', '112233445566', '123123aa', 'woshiniba',
  'nicaicai', 'buzhidao', 'wocaonima', 'fuckyou1', 'fuckyou123', 'jordan23', 'kobe2408', 'superstar',
  'yangyang', 'tiantian', 'xiaoxiao', 'lingling', 'xiaoming', 'xiaohong', 'xiaolong', 'xiaoqiang',
  'zhanghao', 'mimamima', 'mingzi123', 'xiaobai1', 'hahahaha', 'hehehehe', 'heiheihei', 'qqqqqqqq',
  'wwwwwwww', '11qqaazz', '1qa2ws3ed', 'qazxswedc', '1234567q', '1234567qwe', 'a123123123', 'abc123abc123',
  'caonima123', 'iloveyou520', 'woxihuanni', 'xihuanni',
];

let common: Set<string> | undefined;

/** Whether the password is one of COMMON_PASSWORDS (case does not matter). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.toLowerCase());
}

/** The rules of a new password, in the order a form lists them. */
export const PASSWORD_RULES = ['length', 'account', 'common'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * The rules a new password breaks (none: it may be used): `length` PASSWORD_MIN_LENGTH to
 * PASSWORD_MAX_LENGTH characters; `account` it must not contain the account name (names of three
 * characters or more, any case); `common` it must not be a common password.
 */
export function brokenPasswordRules(password: string, account: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) broken.push('length');
  if (account.length >= 3 && password.toLowerCase().includes(account.toLowerCase())) broken.push('account');
  if (isCommonPassword(password)) broken.push('common');
  return broken;
}
