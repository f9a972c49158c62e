import io.realm.kotlin.ext.backlinks
import io.realm.kotlin.ext.realmDictionaryOf
import io.realm.kotlin.ext.realmListOf
import io.realm.kotlin.ext.realmSetOf
import io.realm.kotlin.query.RealmResults
import io.realm.kotlin.types.EmbeddedRealmObject
import io.realm.kotlin.types.RealmAny
import io.realm.kotlin.types.RealmDictionary
import io.realm.kotlin.types.RealmInstant
import io.realm.kotlin.types.RealmList
import io.realm.kotlin.types.RealmObject
import io.realm.kotlin.types.RealmSet
import io.realm.kotlin.types.RealmUUID
import io.realm.kotlin.types.annotations.FullText
import io.realm.kotlin.types.annotations.Index
import io.realm.kotlin.types.annotations.PersistedName
import io.realm.kotlin.types.annotations.PrimaryKey
import org.mongodb.kbson.BsonObjectId
import org.mongodb.kbson.Decimal128

@PersistedName("Dog\"s \$x\\")
class Dog_s__x_ : RealmObject {
    @PersistedName("na\nme")
    var na_me: String = ""
    @PersistedName("cr\r\u001b[2J\t\u0000")
    var cr___2J__: Long = 0
    @PersistedName("a\$b")
    var a_b: String? = null
    @PersistedName("rtl\u202ex\u2028y\u0085")
    var rtl_x_y_: Boolean = false
    @PersistedName("own\\u000aer")
    var own_u000aer: Pe_rson_? = null
}

@PersistedName("Pe\nrson'")
class Pe_rson_ : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
    var name: String = ""
}
