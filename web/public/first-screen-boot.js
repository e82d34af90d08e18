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
    if (!picture) return afterPaint();
    setTimeout(start, 1000);
    picture.onerror = start;
    // A picture already loaded is not yet on the screen: its paint entry comes once the frame is presented.
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      if (picture.complete) afterPaint();
      else picture.onload = afterPaint;
    } else {
      // Below the screen (a narrow phone's home page) the picture is not painted: the first paint will do.
      var below = picture.getBoundingClientRect().top >= innerHeight;
      new PerformanceObserver(function (list) {
        if (list.getEntries().some((e) => below || e.element === picture)) start();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})(document.currentScript);
