/// A point in time as Realm stores it: seconds since 1970-01-01T00:00:00Z
/// plus nanoseconds, both with the same sign (Realm Core's `Timestamp`).
///
/// `Timestamp(seconds: 0, nanoseconds: -1)` is `1969-12-31T23:59:59.999999999Z`.
/// Ordered chronologically. Years 0001 to 9999 render as ISO 8601.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var seconds: Int64
    public var nanoseconds: Int32

    /// Normalises to Realm's convention: |nanoseconds| < 1e9 and sign(nanoseconds) == sign(seconds) (or zero).
    public init(seconds: Int64, nanoseconds: Int32) {
        var s = seconds
        var n = Int64(nanoseconds)
        s += n / 1_000_000_000
        n %= 1_000_000_000
        if s > 0 && n < 0 { s -= 1; n += 1_000_000_000 }
        if s < 0 && n > 0 { s += 1; n -= 1_000_000_000 }
        self.seconds = s
        self.nanoseconds = Int32(n)
    }

    /// Nanoseconds since the epoch, floored to whole seconds plus a non-negative
    /// fraction: the form calendars and sorting want.
    public var flooredSeconds: (seconds: Int64, nanoseconds: Int32) {
        if nanoseconds < 0 { return (seconds - 1, nanoseconds + 1_000_000_000) }
        return (seconds, nanoseconds)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        let l = lhs.flooredSeconds, r = rhs.flooredSeconds
        return (l.seconds, l.nanoseconds) < (r.seconds, r.nanoseconds)
    }

    /// ISO 8601 in UTC with nine fraction digits: `2024-01-31T23:59:59.123456789Z`.
    public var description: String {
        let (s, ns) = flooredSeconds
        // Floor division written so that nothing overflows near Int64.min.
        var days = s / 86_400
        var secondOfDay = s % 86_400
        if secondOfDay < 0 { days -= 1; secondOfDay += 86_400 }
        let (y, m, d) = Timestamp.civilFromDays(days)
        var out = ""
        out.reserveCapacity(30)
        if y < 0 { out += "-" }
        out += pad(abs(y), 4) + "-" + pad(m, 2) + "-" + pad(d, 2)
        out += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        out += "." + pad(Int64(ns), 9) + "Z"
        return out
    }

    /// Builds a timestamp from civil UTC fields (proleptic Gregorian).
    public init(year: Int64, month: Int64, day: Int64, hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0, nanosecond: Int64 = 0) {
        let days = Timestamp.daysFromCivil(year, month, day)
        var s = days * 86_400 + hour * 3600 + minute * 60 + second
        var n = nanosecond
        if s < 0 && n > 0 { s += 1; n -= 1_000_000_000 }
        self.init(seconds: s, nanoseconds: Int32(n))
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fffffffff]Z` (the canonical form); `nil` otherwise.
    public init?(iso8601 text: some StringProtocol) {
        let u = Array(text.utf8)  // at most ~36 bytes
        var i = 0
        func number(_ count: Int) -> Int64? {
            guard i + count <= u.count else { return nil }
            var v: Int64 = 0
            for k in i..<(i + count) {
                guard u[k] >= 48 && u[k] <= 57 else { return nil }
                v = v * 10 + Int64(u[k] - 48)
            }
            i += count
            return v
        }
        func expect(_ c: Unicode.Scalar) -> Bool {
            guard i < u.count, u[i] == UInt8(truncatingIfNeeded: c.value) else { return false }
            i += 1
            return true
        }
        var negativeYear = false
        if i < u.count && u[i] == UInt8(ascii: "-") { negativeYear = true; i += 1 }
        guard var year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
              let second = number(2) else { return nil }
        if negativeYear { year = -year }
        var nanos: Int64 = 0
        if i < u.count && u[i] == UInt8(ascii: ".") {
            i += 1
            var digits = 0
            while i < u.count && u[i] >= 48 && u[i] <= 57 {
                if digits < 9 { nanos = nanos * 10 + Int64(u[i] - 48) }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            if digits < 9 { for _ in digits..<9 { nanos *= 10 } }
        }
        guard expect("Z"), i == u.count, (1...12).contains(month), (1...31).contains(day),
              hour < 24, minute < 60, second < 61 else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanos)
    }

    // Howard Hinnant's days_from_civil / civil_from_days, valid for the whole Int64 range we use.
    static func daysFromCivil(_ y0: Int64, _ m: Int64, _ d: Int64) -> Int64 {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }
}

private func pad(_ value: Int64, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
