// Starts the app once the first picture is painted; see api/features/first-screen/html.ts.
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
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})(document.currentScript);
