import RealmModel

/// `@keys` of a dictionary held in a mixed value (`anyValue.@keys == 'a'`,
/// `anyValue[5].@keys`, `mixedList[*].@keys`), as Realm Core 14.14 reads it
/// (`Collection::get_any`): a key step named `@keys` that the dictionary does
/// not hold gives every key of the dictionary, in key order, as one group of
/// strings; a dictionary that holds the key `@keys` gives that value. An empty
/// dictionary, or a value that is no dictionary, gives no value. `@values`
/// after a mixed value is a plain key (`anyValue.@values` is null for a
/// dictionary without that key). Nothing may follow `@keys` (Core stops on an
/// assertion), but `@count`, `@size` (each key's length) and `@type` may.
public enum MixedKeys {
    /// The key step that reads a nested dictionary's keys.
    public static let selector = "@keys"
}

extension Context {
    /// `@keys` (or `['@keys']`) of the mixed value at `walk`'s cursor: a key step that
    /// yields many values.
    func stepMixedKeys(_ element: PathElement, _ walk: inout PathWalk) throws {
        walk.append(value: .element(.key(MixedKeys.selector)))
        walk.fansOut = true
        walk.cursor = Cursor(type: .mixed)
        walk.endsAtMixedKeys = true
    }
}
