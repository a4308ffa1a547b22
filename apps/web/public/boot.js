/*
 * The console's first screen before its code loads (docs/decisions/0040-boot-script.md,
 * docs/decisions/0039-sign-in-page-drawn-by-html.md). A classic script in <head>, in its own file
 * because the CSP allows no inline script; it stays tiny, never throws, and changes nothing but
 * this page. Without JavaScript the page is index.html's Chinese sign-in form in light mode.
 *
 * On <html>, at once: class "dark" (page mode of bo-settings; auto is light 06:00–18:00), lang,
 * data-boot = login | frame | blank (the static page to show: the sign-in form, the frame's
 * skeleton for a signed-in route, nothing for /softwarelogin) and the skeleton's variants
 * (data-boot-menu, data-boot-collapsed, data-boot-tabs). When the page is parsed (before it is
 * first painted; until then the static page is hidden): the texts in English when bo-language
 * is en (data-en, data-en-placeholder, data-en-label), the title, the remembered branch code
 * and account, the focus in the first empty field, the submit button enabled. Until React takes
 * the form over: its language switch works, and Enter or the button is held (data-submitted)
 * for React to send. The same rules as app/start-route.ts and lib/theme-mode.ts (boot.test.ts).
 */
(function () {
  var html = document.documentElement;
  function get(store, key) {
    try {
      return window[store].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function json(store, key) {
    try {
      return JSON.parse(get(store, key)) || {};
    } catch (e) {
      return {};
    }
  }
  var en = get('localStorage', 'bo-language') === 'en';
  var settings = json('localStorage', 'bo-settings').state || {};
  var user = json('localStorage', 'bo-user');
  // The branch's system name last read after a sign-in (stores/system-name.ts), else index.html's.
  var systemName = json('localStorage', 'bo-system-name');
  var menu = json('sessionStorage', 'bo-menu').state || {};
  var hour = new Date().getHours();
  var dark = settings.themeModel === 'dark' || (settings.themeModel === 'auto' && (hour < 6 || hour >= 18));
  var signedIn = Boolean(user.isLogin && user.token);
  // /qrlogin (a phone confirming a QR-code sign-in) and the print views (/print/…) are drawn without
  // the frame: nothing until their code is in.
  var printView = location.pathname.indexOf('/print/') === 0;
  var outsideFrame = location.pathname === '/qrlogin' || printView;
  var kind =
    location.pathname === '/softwarelogin' || (signedIn && outsideFrame) ? 'blank' : signedIn ? 'frame' : 'login';

  /** Asks now for the code listed in a meta of index.html (vite.config.ts signedInPreloadHints). */
  function preload(name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    var files = meta ? (meta.getAttribute('content') || '').split(' ') : [];
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
  /** antd's first-screen styles, first in the head (lib/antd-styles-ready.ts, which the frame waits for). */
  function antdStyles() {
    var meta = document.querySelector('meta[name="bo-antd-styles"]');
    var href = meta && meta.getAttribute('content');
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-antd-styles', '');
    link.onerror = function () {
      link.setAttribute('data-failed', '');
    };
    document.head.insertBefore(link, document.head.firstChild);
  }
  // The frame's code and strings, and the console's code on its address, load beside the entry instead of after it;
  // a print view draws with the same signed-in unit (app/print-route.tsx).
  if (kind === 'frame' || (signedIn && printView)) {
    antdStyles();
    preload('bo-preload-frame');
    preload(en ? 'bo-preload-en' : 'bo-preload-cn');
    if (location.pathname === '/dashboard/console') preload('bo-preload-console');
  }

  if (dark) html.classList.add('dark');
  html.setAttribute('data-theme', dark ? 'dark' : 'white');
  html.setAttribute('data-boot', kind);
  if (settings.theme === 'white') html.setAttribute('data-boot-menu', 'white');
  if (menu.menuWidth && menu.menuWidth <= 70) html.setAttribute('data-boot-collapsed', '');
  if (settings.showWorkTab === false) html.setAttribute('data-boot-tabs', 'off');

  /** A text ending in the system name ("登录 - 电商平台", "电商平台") with the stored one in its place. */
  function named(text, lang) {
    var name = systemName[lang];
    if (typeof name !== 'string' || !name.trim()) return text;
    var parts = text.split(' - ');
    parts[parts.length - 1] = name.trim();
    return parts.join(' - ');
  }

  /** Chinese (as written in index.html) or English texts of the static page. */
  function localize() {
    html.lang = en ? 'en' : 'zh-CN';
    var title = document.querySelector('title');
    if (title) {
      if (!title.hasAttribute('data-cn')) title.setAttribute('data-cn', title.textContent);
      var text = named(title.getAttribute(en ? 'data-en' : 'data-cn') || '', en ? 'en' : 'cn');
      // "Sign in - E-commerce Platform": the frame and /softwarelogin show the system name alone.
      document.title = kind === 'login' ? text : text.split(' - ').pop();
    }
    var heading = document.querySelector('[data-static] .bo-login-title');
    if (heading && !heading.hasAttribute('data-cn')) {
      heading.setAttribute('data-cn', named(heading.textContent, 'cn'));
      heading.setAttribute('data-en', named(heading.getAttribute('data-en') || '', 'en'));
    }
    var pairs = [
      ['data-en', null],
      ['data-en-placeholder', 'placeholder'],
      ['data-en-label', 'aria-label'],
    ];
    for (var p = 0; p < pairs.length; p++) {
      var attr = pairs[p][1];
      var cn = 'data-cn' + (attr ? '-' + attr : '');
      var list = document.querySelectorAll('[data-static] [' + pairs[p][0] + ']');
      for (var i = 0; i < list.length; i++) {
        var el = list[i];
        if (!el.hasAttribute(cn)) el.setAttribute(cn, attr ? el.getAttribute(attr) : el.textContent);
        var want = el.getAttribute(en ? pairs[p][0] : cn);
        if (attr) el.setAttribute(attr, want);
        else el.textContent = want;
      }
    }
  }

  function ready() {
    var form = document.querySelector('.bo-login[data-static] form');
    localize();
    if (form) {
      var lang = document.getElementById('login-lang-' + (en ? 'en' : 'cn'));
      if (lang) lang.checked = true;
      var button = form.querySelector('button[type=submit]');
      if (button) button.disabled = false;
      var fields = ['gscode', 'username', 'password'];
      var remembered = signedIn ? {} : { gscode: user.gscode, username: user.userName };
      var first = null;
      for (var i = 0; i < fields.length; i++) {
        var input = document.getElementById('login-' + fields[i]);
        if (!input) continue;
        if (!input.value && typeof remembered[fields[i]] === 'string') input.value = remembered[fields[i]];
        if (!first && !input.value) first = input;
      }
    }
    // Shown from now on (app/frame-skeleton.css), so the field can take the focus.
    html.setAttribute('data-boot-ready', '');
    var target = form && kind === 'login' && (first || document.getElementById('login-password'));
    if (target) target.focus();
  }
  document.addEventListener('readystatechange', function once() {
    if (document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', once);
    ready();
  });

  // Until React takes the form over (its own form is not marked data-static).
  document.addEventListener(
    'submit',
    function (e) {
      var form = e.target;
      if (!form.closest || !form.closest('[data-static]')) return;
      e.preventDefault();
      form.setAttribute('data-submitted', 'true');
      var button = form.querySelector('button[type=submit]');
      if (button) button.setAttribute('aria-busy', 'true');
    },
    true,
  );
  document.addEventListener('change', function (e) {
    var input = e.target;
    if (input.name !== 'login-lang' || !input.closest('[data-static]')) return;
    en = input.value === 'en';
    try {
      localStorage.setItem('bo-language', input.value);
    } catch (err) {
      // not kept: React starts in the language stored before
    }
    localize();
  });
})();
