// Starts the app once the first picture is painted; see api/features/first-screen/html.ts.
// A tap on the server copy's 'Войти' before the app runs is kept, not followed (that would load the whole
// page again): the address gets ?auth=login, which the app reads when it starts, and the app starts now.
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
  var keepTap = (e) => {
    var link = e.target instanceof Element && e.target.closest('#first-screen a[href*="auth=login"]');
    if (!link || link.closest('[inert]') || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    var url = new URL(location.href);
    url.searchParams.set('auth', 'login');
    history.replaceState(history.state, '', url);
    link.setAttribute('aria-busy', 'true');
    document.removeEventListener('click', keepTap, true);
    start();
  };
  document.addEventListener('click', keepTap, true);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})(document.currentScript);
