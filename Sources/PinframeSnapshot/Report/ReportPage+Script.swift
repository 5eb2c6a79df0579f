extension ReportPage {
  /// The page's script: view tabs, slider, onion skin, frame scrubber, copy and selection.
  ///
  /// It reads only the page itself (data attributes and `?view=`) and never the network.
  static let script = """
    (function () {
      'use strict';
      var root = document.documentElement;
      root.classList.remove('no-js');
      root.classList.add('js');

      function all(scope, selector) {
        return Array.prototype.slice.call(scope.querySelectorAll(selector));
      }

      function showView(entry, name) {
        var views = all(entry, '.view');
        if (!views.some(function (view) { return view.dataset.view === name; })) return;
        views.forEach(function (view) { view.hidden = view.dataset.view !== name; });
        all(entry, '.tabs button').forEach(function (button) {
          button.setAttribute('aria-pressed', String(button.dataset.view === name));
        });
      }

      function showAll(name) {
        all(document, '.entry').forEach(function (entry) { showView(entry, name); });
        all(document, '[data-global-view]').forEach(function (button) {
          button.setAttribute('aria-pressed', String(button.dataset.globalView === name));
        });
      }

      function frames(entry) {
        if (!entry.frameLinks) entry.frameLinks = JSON.parse(entry.dataset.frames || '[]');
        return entry.frameLinks;
      }

      function showFrame(entry, index) {
        var list = frames(entry);
        if (!list.length) return;
        var frame = Math.max(0, Math.min(list.length - 1, index));
        entry.dataset.current = String(frame);
        all(entry, 'img[data-role]').forEach(function (image) {
          var source = list[frame][image.dataset.role];
          if (source) image.src = source; else image.removeAttribute('src');
          image.hidden = !source;
          var shot = image.closest('.shot');
          if (shot) shot.classList.toggle('absent', !source);
        });
        all(entry, '[data-control="frame"]').forEach(function (range) { range.value = String(frame); });
        all(entry, '.frame-label').forEach(function (label) {
          label.textContent = 'Frame ' + frame + ' (0–' + (list.length - 1) + ')';
        });
        all(entry, '.chips button').forEach(function (button) {
          button.setAttribute('aria-pressed', String(Number(button.dataset.frame) === frame));
        });
      }

      function fallbackCopy(text) {
        var area = document.createElement('textarea');
        area.value = text;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        var copied = false;
        try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
        document.body.removeChild(area);
        return copied;
      }

      function copy(text, button) {
        function done(copied) { button.textContent = copied ? 'Copied' : 'Copy failed'; }
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(text).then(
            function () { done(true); }, function () { done(fallbackCopy(text)); });
        } else {
          done(fallbackCopy(text));
        }
      }

      function picked() { return all(document, '.pick input:checked'); }

      function updateSelection() {
        var count = picked().length;
        document.getElementById('selection').hidden = count === 0;
        document.getElementById('selected-count').textContent =
          count + (count === 1 ? ' change selected' : ' changes selected');
      }

      document.addEventListener('click', function (event) {
        var button = event.target.closest('button');
        if (!button) return;
        var entry = button.closest('.entry');
        var data = button.dataset;
        if (data.view && entry) showView(entry, data.view);
        else if (data.actualSize !== undefined && entry) {
          var on = entry.classList.toggle('actual-size');
          button.setAttribute('aria-pressed', String(on));
        }
        else if (data.globalView) showAll(data.globalView);
        else if (data.step && entry) showFrame(entry, Number(entry.dataset.current || 0) + Number(data.step));
        else if (data.frame && entry) showFrame(entry, Number(data.frame));
        else if (data.copy !== undefined) copy(data.copy, button);
        else if (button.id === 'copy-selected') {
          copy(picked().map(function (box) { return box.dataset.command; }).join('\\n') + '\\n', button);
        } else if (button.id === 'clear-selected') {
          picked().forEach(function (box) { box.checked = false; });
          updateSelection();
        }
      });

      document.addEventListener('input', function (event) {
        var input = event.target;
        var entry = input.closest('.entry');
        var view = input.closest('.view');
        var control = input.dataset.control;
        if (!entry || !control) return;
        if (control === 'frame') showFrame(entry, Number(input.value));
        else if (control === 'slider') view.querySelector('.stack').style.setProperty('--pos', input.value + '%');
        else if (control === 'onion') view.querySelector('.top').style.opacity = String(input.value / 100);
      });

      document.addEventListener('change', function (event) {
        if (event.target.closest('.pick')) updateSelection();
      });

      var query = new URLSearchParams(window.location.search);
      all(document, '.entry').forEach(function (entry) { showView(entry, 'side'); });
      showAll(query.get('view') || 'side');
      all(document, '.entry[data-frames]').forEach(function (entry) {
        var asked = query.get('frame');
        showFrame(entry, asked === null ? Number(entry.dataset.start || 0) : Number(asked) || 0);
      });
    })();
    """
}
