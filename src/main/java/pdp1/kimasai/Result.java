package pdp1.kimasai;

/** How a game stands; the record token is what a game record ends with. */
public enum Result {
    IN_PROGRESS("*"), SOUTH_WINS("1-0"), NORTH_WINS("0-1"), DRAW("1/2-1/2");

    private final String token;

    Result(String token) {
        this.token = token;
    }

    public String token() {
        return token;
    }

    public static Result winFor(Side side) {
        return side == Side.SOUTH ? SOUTH_WINS : NORTH_WINS;
    }
}
