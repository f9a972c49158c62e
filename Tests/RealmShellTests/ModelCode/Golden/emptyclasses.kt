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

class Alpha : RealmObject {
    @PrimaryKey
    var _id: BsonObjectId = BsonObjectId()
    var name: String = ""
    var count: Long? = null
    var beta: Beta? = null
    var parts: RealmList<Part> = realmListOf()
}

class Beta : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Beta come from: Alpha.beta.
    var value: Double = 0.0
    var flags: RealmSet<Boolean> = realmSetOf()
    var meta: RealmDictionary<RealmAny?> = realmDictionaryOf()
}

class Gamma : RealmObject {
    @PrimaryKey
    var key: String = ""
    @Index
    var `when`: RealmInstant? = null
    var amount: Decimal128 = Decimal128("0")
    var uuid: RealmUUID? = null
}

class Part : EmbeddedRealmObject {
    var label: String = ""
    var weight: Float? = null
}
