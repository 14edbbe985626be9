// The typewriter's paper: what the program typed, in black or red ribbon, scrolling up.
// Like the Swing PaperView, a backspace prints nothing (no overstrike).

export class Paper {
  /**
   * @param scroller the scrolling element (it takes the typing focus)
   * @param text the element inside it that holds the type
   */
  constructor(scroller, text, maxLines = 5000) {
    this.scroller = scroller;
    this.text = text;
    this.maxLines = maxLines;
    this.lines = 0;              // newlines on the paper
    this.lastRun = null;         // the span typed into last, and its ribbon
    this.lastRibbon = null;
  }

  clear() {
    this.text.replaceChildren();
    this.lines = 0;
    this.lastRun = null;
    this.lastRibbon = null;
  }

  /** Types {@code text}; {@code ribbon} has one letter per character, 'r' red or 'b' black. */
  append(text, ribbon) {
    const atBottom = this.isAtBottom();
    let start = 0;
    while (start < text.length) {
      const colour = ribbon[start] === 'r' ? 'r' : 'b';
      let end = start + 1;
      while (end < text.length && (ribbon[end] === 'r' ? 'r' : 'b') === colour) end++;
      this.type(text.slice(start, end).replace(/[\b\0]/g, ''), colour);
      start = end;
    }
    if (this.lines > this.maxLines) {
      this.trim(this.lines - this.maxLines);
    }
    if (atBottom) {
      this.scroller.scrollTop = this.scroller.scrollHeight;
    }
  }

  /** Appends one run of one ribbon colour, to the last span if it has the same colour. */
  type(run, colour) {
    if (run === '') {
      return;
    }
    if (this.lastRibbon !== colour || !this.lastRun || !this.lastRun.isConnected) {
      this.lastRun = document.createElement('span');
      this.lastRun.className = colour === 'r' ? 'red' : 'black';
      this.lastRun.append(document.createTextNode(''));
      this.lastRibbon = colour;
      this.text.append(this.lastRun);
    }
    this.lastRun.firstChild.appendData(run);
    this.lines += countNewlines(run);
  }

  /** Tears off the oldest {@code count} lines. */
  trim(count) {
    while (count > 0 && this.text.firstChild) {
      const span = this.text.firstChild;
      const node = span.firstChild;
      const n = countNewlines(node.data);
      if (n < count || (n === count && node.data.endsWith('\n'))) {
        span.remove();
        count -= n;
        this.lines -= n;
        continue;
      }
      let cut = -1;
      for (let i = 0; i < count; i++) cut = node.data.indexOf('\n', cut + 1);
      node.deleteData(0, cut + 1);
      this.lines -= count;
      count = 0;
    }
  }

  /** The reader follows the paper unless they scrolled back to read. */
  isAtBottom() {
    const s = this.scroller;
    return s.scrollHeight - s.scrollTop - s.clientHeight < 40;
  }
}

function countNewlines(s) {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
