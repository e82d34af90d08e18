// Starts the app once the first screen's first picture is painted (api/features/first-screen/html.ts).
(function (me, done) {
  function start() {
    if (done) return;
    done = 1;
    (me.dataset.entry + ' ' + me.dataset.preload).split(' ').forEach(function (src, i) {
      var node = document.createElement(i ? 'link' : 'script');
      if (i) Object.assign(node, { rel: 'modulepreload', href: src });
      else Object.assign(node, { type: 'module', src: src });
      if (src) document.head.appendChild(Object.assign(node, { crossOrigin: '', fetchPriority: 'low' }));
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
  function whenParsed() {
    var picture = document.querySelector('#first-screen img[fetchpriority="high"]');
    if (!picture || picture.complete) return afterPaint();
    setTimeout(start, 1000);
    picture.onerror = start;
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) picture.onload = afterPaint;
    else
      new PerformanceObserver(function (list) {
        if (list.getEntries().some((e) => e.element === picture)) start();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})(document.currentScript);
