// Starts the app once the first picture is painted, or at a tap on 'Войти' or a button; see api/features/first-screen/html.ts.
(function (me, done) {
  var start = () => {
    if (done) return;
    done = 1;
    (me.dataset.entry + ' ' + me.dataset.preload).split(' ').forEach((src, i) => {
      var node = document.createElement(i ? 'link' : 'script');
      Object.assign(node, i ? { rel: 'modulepreload', href: src } : { type: 'module', src: src });
      if (src) document.head.appendChild(Object.assign(node, { crossOrigin: '', fetchPriority: 'low' }));
    });
  };
  var afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  var whenParsed = () => {
    var picture = document.querySelector('#first-screen img[fetchpriority="high"]');
    if (!picture) return afterPaint();
    setTimeout(start, 1000);
    picture.onerror = start;
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      if (picture.complete) afterPaint();
      else picture.onload = afterPaint;
      return;
    }
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.element === picture) || picture.getBoundingClientRect().top >= innerHeight)
        start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  document.addEventListener('click', function keep(e) {
    var a = e.target.closest && e.target.closest('#first-screen a[href*="auth=login"]');
    if (!a || e.button || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    var url = new URL(location.href);
    url.searchParams.set('auth', 'login');
    history.replaceState(history.state, '', url);
    a.ariaBusy = 'true';
    document.removeEventListener('click', keep, true);
    start();
  }, true);
  var tap = (e, b) => {
    b = e.target.closest && e.target.closest('#first-screen button,#first-screen [role=button]:not([href])');
    if (!b || b.disabled || (b.type == 'submit' && b.form && b.form.getAttribute('action')) || e.button) return;
    if (e.key && (b.localName == 'button' || (e.key != 'Enter' && e.key != ' '))) return;
    e.preventDefault();
    if (tap.b) return;
    tap.b = b.ariaBusy = 'true';
    b.dataset.tapped = '';
    start();
  };
  document.addEventListener('click', tap, true);
  // A form of the server's copy (no action: the app's handles it) never reloads the page; what was typed into a
  // field is carried into the app's field of the same id as soon as the app draws it, so the pupil's text stays.
  document.addEventListener('submit', (e) => {
    if (!e.target.closest('#first-screen') || e.target.getAttribute('action')) return;
    e.preventDefault();
    start();
  }, true);
  var typed = {}, root = document.getElementById('root'), watching;
  var carry = () => {
    Object.keys(typed).forEach((id) => {
      var from = typed[id], to = root.querySelector('#' + CSS.escape(id));
      if (!to || to.localName != from.localName) return;
      delete typed[id];
      if (to.value == from.value) return;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value').set.call(to, from.value);
      to.dispatchEvent(new Event('input', { bubbles: true }));
    });
    if (!Object.keys(typed).length && watching) watching.disconnect();
  };
  document.addEventListener('input', (e) => {
    var field = e.target;
    if (!field.id || !field.closest('#first-screen') || !root) return;
    typed[field.id] = field;
    start();
    if (watching) return;
    (watching = new MutationObserver(carry)).observe(root, { childList: true, subtree: true });
    setTimeout(() => watching.disconnect(), 10000);
  }, true);
  document.addEventListener('keydown', tap, true);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})(document.currentScript);
