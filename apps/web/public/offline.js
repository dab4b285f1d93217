// The offline page in the language the visitor chose in the app (local storage MC_LANGUAGE),
// right to left where that language is; without a stored choice it keeps its English and Filipino.
/* global self, document */
(function () {
  var texts = self.OFFLINE_TEXTS || {};
  var stored;
  try {
    stored = localStorage.getItem('MC_LANGUAGE');
  } catch {
    stored = null;
  }
  var language = stored && texts[stored];
  if (!language) return;
  document.documentElement.lang = language.lang;
  document.documentElement.dir = language.dir;
  document.getElementById('offline-title').textContent = language.title;
  document.getElementById('offline-text').textContent = language.text;
  document.getElementById('offline-retry').textContent = language.retry;
})();
