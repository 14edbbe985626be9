package pdp1.crosscheck;

/** A rectangle of the screen in display coordinates (-511..+511, +y up), edges included in it. */
public record Region(int left, int bottom, int right, int top) {

    public Region {
        if (left > right || bottom > top) {
            throw new IllegalArgumentException("empty region " + left + "," + bottom + " .. " + right + "," + top);
        }
    }

    /** The region of the given lower-left corner, width and height. */
    public static Region of(int left, int bottom, int width, int height) {
        return new Region(left, bottom, left + width, bottom + height);
    }

    /** The centre's x (rounded down): where a person would touch the box with the light pen. */
    public int centreX() {
        return Math.floorDiv(left + right, 2);
    }

    /** The centre's y (rounded down). */
    public int centreY() {
        return Math.floorDiv(bottom + top, 2);
    }

    /** On the border of the rectangle: where a program draws its outline. */
    public boolean onEdge(int x, int y) {
        return x >= left && x <= right && y >= bottom && y <= top && !strictlyContains(x, y);
    }

    /** Inside or on the edge: anywhere in the rectangle. */
    public boolean contains(int x, int y) {
        return x >= left && x <= right && y >= bottom && y <= top;
    }

    /** Inside, not on the edge: where a program draws the contents of an outlined box. */
    public boolean strictlyContains(int x, int y) {
        return x > left && x < right && y > bottom && y < top;
    }
}
