// Runs before the program's main (emcc --pre-js): the virtual file system as the game expects
// it, and the state folder kept in the browser's IndexedDB.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  if (typeof ENVIRONMENT_IS_PTHREAD !== 'undefined' && ENVIRONMENT_IS_PTHREAD) return;
  // The program finds its assets beside its path, as an installed one does (executable_path).
  FS.mkdirTree('/xiangqi/bin');
  FS.writeFile('/xiangqi/bin/xiangqi', '');
  try { FS.mkdirTree('/proc/self'); } catch (e) { /* exists */ }
  FS.symlink('/xiangqi/bin/xiangqi', '/proc/self/exe');
  // SDL's pref path (the settings, the game in progress, puzzle progress) is under /libsdl:
  // IndexedDB behind it, read before main starts.
  FS.mkdir('/libsdl');
  FS.mount(IDBFS, {}, '/libsdl');
  addRunDependency('xiangqi-state');
  FS.syncfs(true, function (err) {
    if (err) console.warn('xiangqi: the saved state could not be read: ' + err);
    removeRunDependency('xiangqi-state');
  });
  // The game writes its files after every change (saved_state.h); they reach IndexedDB within a
  // second, and when the page is hidden or closed.
  var syncing = false;
  function save() {
    if (syncing) return;
    syncing = true;
    FS.syncfs(false, function (err) {
      syncing = false;
      if (err) console.warn('xiangqi: the state could not be saved: ' + err);
    });
  }
  setInterval(save, 1000);
  addEventListener('visibilitychange', save);
  addEventListener('pagehide', save);
});
